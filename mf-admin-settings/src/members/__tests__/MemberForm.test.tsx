import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AppProviders } from '@diary/web-kit';
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
  type(/^Пароль/, 'secret-123');
}

describe('MemberForm (create)', () => {
  it('shows the schema messages and sends nothing when required fields are empty', async () => {
    const { onSubmit } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('Введите фамилию')).toBeTruthy();
    expect(screen.getByText('Введите имя')).toBeTruthy();
    expect(screen.getByText('Введите логин')).toBeTruthy();
    expect(screen.getByText('Пароль должен быть не короче 8 символов')).toBeTruthy();
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
        password: 'secret-123',
        subject: null,
        male: 'M',
        roles: ['TEACHER', 'STUDENT'],
      },
    });
  });

  it("hides the 'Суперадмин' checkbox from a non-ADMIN (only an ADMIN gives the ADMIN role)", () => {
    renderForm({ canGrantAdmin: false });
    expect(screen.queryByRole('checkbox', { name: 'Суперадмин' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Администратор' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Преподаватель' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Ученик' })).toBeTruthy();
  });

  it("shows the 'Суперадмин' and 'Администратор' checkboxes to an ADMIN", () => {
    renderForm({ canGrantAdmin: true });
    expect(screen.getByRole('checkbox', { name: 'Суперадмин' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Администратор' })).toBeTruthy();
  });

  it('when the form opens, then the password rule is shown under the field before anything is sent', () => {
    renderForm();
    expect(field(/^Пароль/).getAttribute('aria-describedby')).toBeTruthy();
    const hint = document.getElementById(field(/^Пароль/).getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Не короче 8 символов и не из числа самых распространённых');
  });

  it.each([
    ['7 characters', 'abc1234', 'Пароль должен быть не короче 8 символов'],
    ['a common password', 'qwerty123', 'Этот пароль слишком распространён, выберите другой'],
  ])(
    'when the password is %s (%s), then its field shows "%s" in place of the rule and nothing is sent',
    async (_case, password, message) => {
      const { onSubmit } = renderForm();
      fillRequired();
      type(/^Пароль/, password);
      fireEvent.click(screen.getByRole('checkbox', { name: 'Ученик' }));
      fireEvent.click(screen.getByRole('button', { name: 'Создать' }));
      await waitFor(() => expect(field(/^Пароль/).getAttribute('aria-invalid')).toBe('true'));
      const hint = document.getElementById(field(/^Пароль/).getAttribute('aria-describedby') ?? '');
      expect(hint?.textContent).toBe(message);
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );

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

  it('when editing, then the password field says that blank keeps it, and the rule for a new one', () => {
    renderForm({ user });
    const hint = document.getElementById(field(/^Пароль/).getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('Оставьте пустым, чтобы не менять пароль. Не короче 8 символов и не из числа самых распространённых');
  });

  it('when editing with a common new password, then its field shows why and nothing is sent', async () => {
    const { onSubmit } = renderForm({ user });
    type(/^Пароль/, 'password1');
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('Этот пароль слишком распространён, выберите другой')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
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
