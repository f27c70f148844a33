import { validateComplaint } from '../complaint-form-model';

describe('complaint admin form (docs/product/rules.md "Complaint")', () => {
  it('when nothing is chosen, then the documented texts', () => {
    expect(validateComplaint({ teacherId: null, studentId: null, incidentDate: '', comment: ' ' })).toEqual({
      ok: false,
      errors: {
        teacherId: 'Выберите учителя!',
        studentId: 'Выберите ученика!',
        incidentDate: 'Укажите дату инцидента',
        comment: 'Опишите проблему',
      },
    });
  });

  it('when valid, then the payload; a teacher complaint without a student may be edited as it is', () => {
    expect(validateComplaint({ teacherId: 7, studentId: 21, incidentDate: '2025-03-14', comment: ' Опоздал ' })).toEqual({
      ok: true,
      payload: { teacherId: 7, studentId: 21, incidentDate: '2025-03-14', comment: 'Опоздал' },
    });
    expect(validateComplaint({ teacherId: 7, studentId: null, incidentDate: '2025-03-14', comment: 'Грубил' }, true)).toEqual({
      ok: true,
      payload: { teacherId: 7, incidentDate: '2025-03-14', comment: 'Грубил' },
    });
  });
});
