import { validateLateness } from '../lateness-form-model';

const valid = { userId: 7, incidentDate: '2025-03-14', plannedTime: '09:00', actualTime: '09:20' };

describe('lateness form (docs/product/rules.md "Lateness")', () => {
  it('when nothing is filled, then every field says its text', () => {
    expect(validateLateness({ userId: null, incidentDate: '', plannedTime: '', actualTime: '' })).toEqual({
      ok: false,
      errors: {
        userId: 'Выберите учителя',
        incidentDate: 'Выберите дату инцидента',
        plannedTime: 'Выберите плановое время',
        actualTime: 'Выберите фактическое время',
      },
    });
  });

  it('when the actual time is not after the planned one, then it says so before sending', () => {
    expect(validateLateness({ ...valid, actualTime: '08:50' })).toEqual({
      ok: false,
      errors: { actualTime: 'Фактическое время должно быть больше планового' },
    });
    expect(validateLateness({ ...valid, actualTime: '09:00' })).toMatchObject({ ok: false });
    // also while another field is missing
    expect(validateLateness({ ...valid, userId: null, actualTime: '08:00' })).toEqual({
      ok: false,
      errors: { userId: 'Выберите учителя', actualTime: 'Фактическое время должно быть больше планового' },
    });
  });

  it('when valid, then the payload keeps the times as HH:MM', () => {
    expect(validateLateness(valid)).toEqual({ ok: true, payload: valid });
  });
});
