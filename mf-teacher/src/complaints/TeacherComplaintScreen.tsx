import { ComplaintForm } from '@diary/web-kit';

/** /teacher/create-complaint 'Пожаловаться': the kit's complaint form, loaded when opened. */
export function TeacherComplaintScreen() {
  return <ComplaintForm title="Пожаловаться" />;
}
