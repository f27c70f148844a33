import { areaRemoteOf } from '../remotes/remotes-config';

describe('areaRemoteOf', () => {
  it('names the remote of a whole area by its address, and none elsewhere', () => {
    expect(areaRemoteOf('/teacher')).toBe('mf_teacher');
    expect(areaRemoteOf('/teacher/create-achivement')).toBe('mf_teacher');
    expect(areaRemoteOf('/student/achivements')).toBe('mf_student');
    expect(areaRemoteOf('/teachers')).toBeNull();
    expect(areaRemoteOf('/admin/members')).toBeNull();
    expect(areaRemoteOf('/')).toBeNull();
  });
});
