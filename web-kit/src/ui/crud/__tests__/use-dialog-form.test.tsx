import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { TextField } from '@mui/material';
import type { SaveResult } from '../form-errors';
import { closeOnSuccess, useDialogForm, type FormCheck } from '../use-dialog-form';

type Field = 'name' | 'places';
interface Values {
  name: string;
  places: string;
  unlimited: boolean;
}

function check(values: Values): FormCheck<Field, { name: string }> {
  if (!values.name.trim()) return { ok: false, errors: { name: 'Введите название' } };
  if (values.name === 'Два') return { ok: false, errors: {}, message: 'Заполните все обязательные поля' };
  return { ok: true, payload: { name: values.name.trim() } };
}

function Harness({ onSubmit }: { onSubmit: (payload: { name: string }) => Promise<SaveResult<Field>> }) {
  const form = useDialogForm({ initial: { name: '', places: '', unlimited: false }, validate: check, onSubmit });
  return (
    <form>
      {form.message && <p role="alert">{form.message}</p>}
      <TextField label="Название" {...form.bind('name')} />
      <TextField label="Места" {...form.bind('places')} />
      <input
        type="checkbox"
        aria-label="Без ограничения"
        checked={form.values.unlimited}
        onChange={(e) => form.change({ unlimited: e.target.checked }, ['places'])}
      />
      <button type="button" disabled={form.saving} onClick={() => void form.submit()}>
        Создать
      </button>
    </form>
  );
}

const nameInput = () => screen.getByLabelText('Название') as HTMLInputElement;

describe('useDialogForm', () => {
  it('when the check fails, then its messages show and nothing is sent; typing clears the field’s message', async () => {
    const onSubmit = jest.fn();
    render(<Harness onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Введите название')).toBeTruthy();
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(nameInput(), { target: { value: 'Ф' } });
    expect(screen.queryByText('Введите название')).toBeNull();
  });

  it('when the check names no field, then its message is the form’s', async () => {
    render(<Harness onSubmit={jest.fn()} />);
    fireEvent.change(nameInput(), { target: { value: 'Два' } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Заполните все обязательные поля');
  });

  it('when the check passes, then the payload is sent and the button stays off while saving', async () => {
    const onSubmit = jest.fn(() => new Promise<SaveResult<Field>>(() => {}));
    render(<Harness onSubmit={onSubmit} />);
    fireEvent.change(nameInput(), { target: { value: ' Физика ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'Физика' }));
    expect((screen.getByRole('button', { name: 'Создать' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('when the save fails, then the server’s messages land on the fields and the form, and the button is on again', async () => {
    const onSubmit = jest.fn(async (): Promise<SaveResult<Field>> => ({
      ok: false,
      fieldErrors: { places: 'Слишком много' },
      message: 'Ошибка сервера',
    }));
    render(<Harness onSubmit={onSubmit} />);
    fireEvent.change(nameInput(), { target: { value: 'Физика' } });
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Слишком много')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Ошибка сервера');
    expect((screen.getByRole('button', { name: 'Создать' }) as HTMLButtonElement).disabled).toBe(false);
    // a change clears the messages of the fields it names, not others
    fireEvent.click(screen.getByRole('checkbox', { name: 'Без ограничения' }));
    expect(screen.queryByText('Слишком много')).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe('Ошибка сервера');
  });
});

describe('closeOnSuccess', () => {
  it('closes after a successful save only, and hands the result back either way', async () => {
    const close = jest.fn();
    const failed = { ok: false, fieldErrors: {}, message: 'Нет' } as const;
    const save = jest.fn(async (ok: boolean) => (ok ? ({ ok: true } as const) : failed));
    const submit = closeOnSuccess(save, close);
    await expect(submit(false)).resolves.toBe(failed);
    expect(close).not.toHaveBeenCalled();
    await expect(submit(true)).resolves.toEqual({ ok: true });
    expect(close).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith(true);
  });
});
