import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders } from '@diary/common/ui';
import { MemberForm, type MemberFormProps } from '../MemberForm';
import type { MemberPayload } from '../member-form-model';
import { makeUser } from './factories';

function renderForm(props: Partial<MemberFormProps> = {}) {
  const onSubmit = jest.fn<ReturnType<MemberFormProps['onSubmit']>, [MemberPayload]>(async () => ({ ok: true }));
  const onCancel = jest.fn();
  render(
    <AppProviders>
      <MemberForm subjects={['Физика', 'Химия']} canGrantAdmin onSubmit={onSubmit} onCancel={onCancel} {...props} />
    </AppProviders>,
  );
  return { onSubmit: (props.onSubmit as typeof onSubmit | undefined) ?? onSubmit, onCancel };
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

function fillRequired() {
  type(/^Фамилия/, 'Петров');
  type(/^Имя/, 'Пётр');
  type(/^Логин/, 'petrov');
  type(/^Пароль/, 'secret1');
}

describe('MemberForm (create)', () => {
  it('shows the schema messages and sends nothing when required fields are empty', async () => {
    const { onSubmit } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Введите фамилию')).toBeTruthy();
    expect(screen.getByText('Введите имя')).toBeTruthy();
    expect(screen.getByText('Введите логин')).toBeTruthy();
    expect(screen.getByText('Пароль должен содержать не менее 6 символов')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("alerts 'Необходимо выбрать хотя бы одну роль' without a role", async () => {
    const { onSubmit } = renderForm();
    fillRequired();
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Необходимо выбрать хотя бы одну роль');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the registration with roles in the order they were ticked and gender M by default', async () => {
    const { onSubmit } = renderForm();
    fillRequired();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Преподаватель' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ученик' }));
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      kind: 'create',
      input: {
        second_name: 'Петров',
        first_name: 'Пётр',
        last_name: null,
        username: 'petrov',
        password: 'secret1',
        subject: null,
        male: 'M',
        roles: ['TEACHER', 'STUDENT'],
      },
    });
  });

  it("hides the 'Суперадмин' checkbox from a non-ADMIN", () => {
    renderForm({ canGrantAdmin: false });
    expect(screen.queryByRole('checkbox', { name: 'Суперадмин' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Администратор' })).toBeTruthy();
  });

  it("shows the 'Суперадмин' checkbox to an ADMIN", () => {
    renderForm({ canGrantAdmin: true });
    expect(screen.getByRole('checkbox', { name: 'Суперадмин' })).toBeTruthy();
  });

  it('toggles the password visibility', () => {
    renderForm();
    expect(field(/^Пароль/).type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Показать символы' }));
    expect(field(/^Пароль/).type).toBe('text');
  });

  it('puts a server field error on its field and keeps the form open', async () => {
    const onSubmit = jest.fn(async () => ({
      ok: false as const,
      fieldErrors: { username: 'Пользователь с таким логином уже существует' },
      message: null,
    }));
    renderForm({ onSubmit });
    fillRequired();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ученик' }));
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    const login = field(/^Логин/);
    await waitFor(() => expect(login.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Пользователь с таким логином уже существует')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Создать' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('cancels with Отмена', () => {
    const { onCancel } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(onCancel).toHaveBeenCalled();
  });
});

describe('MemberForm (edit)', () => {
  const user = makeUser({
    id: 42,
    second_name: 'Сидорова',
    first_name: 'Мария',
    last_name: null,
    username: 'maria',
    subject: 'Химия',
    male: 'F',
    roleValues: ['TEACHER', 'ADMIN'],
  });

  it('fills the fields from the row, leaves the password blank and preselects roles', () => {
    renderForm({ user });
    expect(screen.getByText('Редактирование пользователя')).toBeTruthy();
    expect(field(/^Фамилия/).value).toBe('Сидорова');
    expect(field(/^Имя/).value).toBe('Мария');
    expect(field(/^Логин/).value).toBe('maria');
    expect(field(/^Пароль/).value).toBe('');
    expect(field(/^Основной предмет/).value).toBe('Химия');
    expect((screen.getByRole('radio', { name: 'Женский' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Преподаватель' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Ученик' }) as HTMLInputElement).checked).toBe(false);
  });

  it('does not require the password and keeps a hidden ADMIN role', async () => {
    const { onSubmit } = renderForm({ user, canGrantAdmin: false });
    expect(within(screen.getByRole('dialog')).queryByRole('checkbox', { name: 'Суперадмин' })).toBeNull();
    type(/^Имя/, 'Мария-Анна');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const payload = onSubmit.mock.calls[0]![0];
    expect(payload).toMatchObject({ kind: 'update', id: 42, input: { first_name: 'Мария-Анна', roles: ['TEACHER', 'ADMIN'] } });
    expect(payload.kind === 'update' && 'password' in payload.input && payload.input.password !== undefined).toBe(false);
  });

  it('still asks for at least one role', async () => {
    const { onSubmit } = renderForm({ user: makeUser({ roleValues: ['STUDENT'] }) });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ученик' }));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Необходимо выбрать хотя бы одну роль')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
