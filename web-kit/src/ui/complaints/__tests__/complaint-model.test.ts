import { TEACHERS } from '@diary/web-kit/testing';
import { validateComplaintForm } from '../complaint-model';

describe('validateComplaintForm (docs/product/rules.md "Complaint")', () => {
  const teachers = TEACHERS.map(({ id, fullName }) => ({ id, fullName }));

  it('an unmatched name, a missing date and comment say the documented texts', () => {
    expect(validateComplaintForm(teachers, null, 'Неизвестный', '', '')).toEqual({
      ok: false,
      errors: {
        teacher: 'Учитель с таким именем не найден! Попробуйте ввести данные еще раз',
        incidentDate: 'Укажите дату инцидента',
        comment: 'Опишите проблему',
      },
    });
  });

  it('a typed full name resolves to the teacher (case and ё aside); the payload names no author (the API records the sender)', () => {
    expect(validateComplaintForm(teachers, null, 'преподов олег', '2025-03-14', ' Не пришёл ')).toEqual({
      ok: true,
      payload: { teacherId: 8, incidentDate: '2025-03-14', comment: 'Не пришёл' },
    });
  });

  it('a picked teacher counts even when the list has not loaded', () => {
    expect(validateComplaintForm([], teachers[0], 'Учителева Анна', '2025-03-14', 'Текст')).toEqual({
      ok: true,
      payload: { teacherId: 7, incidentDate: '2025-03-14', comment: 'Текст' },
    });
  });
});
