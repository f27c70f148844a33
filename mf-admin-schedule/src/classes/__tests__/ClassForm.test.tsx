import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { AppProviders } from '@diary/web-kit';
import { ClassForm } from '../ClassForm';
import { ClassChoicesStore } from '../ClassesStore';
import { makeClass, makeHttp, makeNotifier, makeViewer } from '../../shared/__tests__/fakes';

async function setup(item?: ReturnType<typeof makeClass>) {
  const { http } = makeHttp({
    'GET users/teachers': () => [
      { id: 10, fullName: 'Иванов Иван', first_name: 'Иван', second_name: 'Иванов', last_name: null },
      { id: 11, fullName: 'Петрова Анна', first_name: 'Анна', second_name: 'Петрова', last_name: null },
    ],
    'GET subjects': () => [{ id: 20, name: 'Физика', createdAt: '' }],
  });
  const choices = new ClassChoicesStore({ http, viewer: makeViewer('ADMIN'), notify: makeNotifier() });
  await choices.load();
  const onSubmit = jest.fn(async () => ({ ok: true as const, item: makeClass() }));
  render(
    <AppProviders>
      <ClassForm item={item} choices={choices} onSubmit={onSubmit} onCancel={jest.fn()} />
    </AppProviders>,
  );
  return { onSubmit, dialog: screen.getByRole('dialog') };
}

describe('ClassForm', () => {
  it("a new class: 'Заполните все обязательные поля' and the save button disabled", async () => {
    const { dialog, onSubmit } = await setup();
    expect(within(dialog).getByText('Заполните все обязательные поля')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Создать класс' }) as HTMLButtonElement).disabled).toBe(true);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('editing: the generated read-only name follows the academic year', async () => {
    const { dialog, onSubmit } = await setup(makeClass({ id: 3, academic_year: null }));
    const name = within(dialog).getByLabelText('Название') as HTMLInputElement;
    expect(name.value).toBe('Иванов | Физика');
    expect(name.readOnly).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Учебный год'), { target: { value: '2024-2025' } });
    expect(name.value).toBe('Иванов | Физика | 2024-2025');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Сохранить изменения' })));
    expect(onSubmit).toHaveBeenCalledWith({
      kind: 'update',
      id: 3,
      input: { name: 'Иванов | Физика | 2024-2025', academic_year: '2024-2025', subject_ids: [20], teacher_ids: [10] },
    });
  });
});
