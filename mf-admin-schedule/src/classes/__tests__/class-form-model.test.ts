import { classNameOf, EMPTY_CLASS_FORM, teacherNames, validateClassForm } from '../class-form-model';

const choices = {
  teachers: [
    { id: 1, second_name: 'Иванов' },
    { id: 2, second_name: 'Петрова' },
  ],
  subjects: [
    { id: 10, name: 'Физика' },
    { id: 11, name: 'Математика' },
  ],
};

describe('class name generation (docs/product/rules.md)', () => {
  it("teacher surnames | subject names | academic year, names joined with ', '", () => {
    const values = { teacher_ids: [2, 1], subject_ids: [10, 11], academic_year: ' 2023-2024 ' };
    expect(classNameOf(values, choices)).toBe('Петрова, Иванов | Физика, Математика | 2023-2024');
  });

  it('leaves out empty parts', () => {
    expect(classNameOf({ teacher_ids: [1], subject_ids: [], academic_year: '' }, choices)).toBe('Иванов');
    expect(classNameOf({ teacher_ids: [], subject_ids: [11], academic_year: '2024-2025' }, choices)).toBe('Математика | 2024-2025');
  });
});

describe('validateClassForm', () => {
  it("needs at least one subject and one teacher: 'Заполните все обязательные поля'", () => {
    expect(validateClassForm(EMPTY_CLASS_FORM, choices)).toEqual({ ok: false, message: 'Заполните все обязательные поля' });
    expect(validateClassForm({ ...EMPTY_CLASS_FORM, teacher_ids: [1] }, choices)).toEqual({
      ok: false,
      message: 'Заполните все обязательные поля',
    });
  });

  it('sends the name, the ids, and omits an empty academic year', () => {
    expect(validateClassForm({ teacher_ids: [1], subject_ids: [10], academic_year: '  ' }, choices)).toEqual({
      ok: true,
      payload: { kind: 'create', input: { name: 'Иванов | Физика', subject_ids: [10], teacher_ids: [1] } },
    });
    const update = validateClassForm({ teacher_ids: [1], subject_ids: [10], academic_year: '2024-2025' }, choices, 9);
    expect(update).toEqual({
      ok: true,
      payload: {
        kind: 'update',
        id: 9,
        input: { name: 'Иванов | Физика | 2024-2025', academic_year: '2024-2025', subject_ids: [10], teacher_ids: [1] },
      },
    });
  });

  it('teacherNames: surname and first name', () => {
    expect(teacherNames({ teachers: [{ id: 1, first_name: 'Иван', second_name: 'Иванов', last_name: null }] })).toBe('Иванов Иван');
    expect(teacherNames({ teachers: [] })).toBe('');
  });
});
