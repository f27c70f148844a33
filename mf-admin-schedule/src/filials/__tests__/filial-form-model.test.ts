import { EMPTY_CABINET_FORM, EMPTY_FILIAL_FORM, filialToForm, validateCabinetForm, validateFilialForm } from '../filial-form-model';
import { makeFilial } from '../../shared/__tests__/fakes';

describe('validateFilialForm', () => {
  it("requires the name: 'Название филиала обязательно'", () => {
    expect(validateFilialForm({ ...EMPTY_FILIAL_FORM, name: '   ' })).toEqual({
      ok: false,
      errors: { name: 'Название филиала обязательно' },
    });
  });

  it('creates with the name only; other fields optional and trimmed', () => {
    const result = validateFilialForm({ ...EMPTY_FILIAL_FORM, name: ' Север ', city: ' Казань ' });
    expect(result).toEqual({
      ok: true,
      payload: { kind: 'create', input: { ...EMPTY_FILIAL_FORM, name: 'Север', city: 'Казань' } },
    });
  });

  it('refuses a closing time not after the opening time', () => {
    const result = validateFilialForm({ ...EMPTY_FILIAL_FORM, name: 'A', time_start: '18:00', time_end: '09:00' });
    expect(result).toEqual({ ok: false, errors: { time_end: 'Время закрытия должно быть позже времени открытия' } });
  });

  it('edits: the form starts from the branch and its info', () => {
    const filial = makeFilial({ id: 3, name: 'Юг' });
    const values = filialToForm(filial);
    expect(values).toMatchObject({ name: 'Юг', city: 'Москва', address: 'ул. Ленина, 1', time_start: '09:00' });
    const result = validateFilialForm(values, 3);
    expect(result.ok && result.payload.kind).toBe('update');
  });
});

describe('validateCabinetForm', () => {
  it("requires a name not blank: 'Название кабинета обязательно'", () => {
    expect(validateCabinetForm({ ...EMPTY_CABINET_FORM, name: '  ' }, 1)).toEqual({
      ok: false,
      errors: { name: 'Название кабинета обязательно' },
    });
  });

  it('capacity falls back to 1 when empty, the colour to #007bff', () => {
    expect(validateCabinetForm({ name: ' 101 ', quantity: '', color: '' }, 4)).toEqual({
      ok: true,
      payload: { name: '101', filial_id: 4, quantity: 1, color: '#007bff' },
    });
  });

  it('capacity is 1 to 100', () => {
    const result = validateCabinetForm({ ...EMPTY_CABINET_FORM, name: 'A', quantity: '101' }, 1);
    expect(result).toEqual({ ok: false, errors: { quantity: 'Вместимость: число от 1 до 100' } });
  });
});
