import { validateCompensation, emptyCompensationForm } from '../compensation-form-model';

describe('compensation form (docs/product/rules.md "Compensation")', () => {
  it('when nothing is chosen, then each required field says its text', () => {
    const result = validateCompensation({ teacherId: null, studentId: null, subjectId: null, eventDate: '', comment: '' });
    expect(result).toEqual({
      ok: false,
      errors: {
        teacherId: 'Выберите учителя!',
        studentId: 'Выберите ученика!',
        subjectId: 'Выберите предмет!',
        eventDate: 'Укажите дату случившегося',
      },
    });
  });

  it('when all is chosen, then the payload has ids, the date and the comment (blank → null)', () => {
    expect(validateCompensation({ teacherId: 7, studentId: 21, subjectId: 2, eventDate: '2025-03-14', comment: '  ' })).toEqual({
      ok: true,
      payload: { teacherId: 7, studentId: 21, subjectId: 2, eventDate: '2025-03-14', comment: null },
    });
    expect(
      validateCompensation({ teacherId: 7, studentId: 21, subjectId: 2, eventDate: '2025-03-14', comment: ' Перенос ' }),
    ).toMatchObject({
      ok: true,
      payload: { comment: 'Перенос' },
    });
  });

  it('a new form has the default teacher and today', () => {
    expect(emptyCompensationForm(7, new Date(2025, 2, 14))).toEqual({
      teacherId: 7,
      studentId: null,
      subjectId: null,
      eventDate: '2025-03-14',
      comment: '',
    });
  });
});
