import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { COOKIE_NOTICE_STORAGE_KEY } from '../../constants/domain';
import { mountCookieNotice, mountLoginForm } from '..';

function fill(label: string, value: string) {
  fireEvent.input(screen.getByLabelText(label, { exact: true }), { target: { value } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Войти' }));

describe('the login form drawn without React', () => {
  let remove: () => void = () => undefined;
  afterEach(() => {
    remove();
    document.body.innerHTML = '';
  });

  function mount(login: (username: string, password: string) => Promise<string>) {
    const onSignedIn = jest.fn();
    remove = mountLoginForm(document.body, { login, onSignedIn });
    return onSignedIn;
  }

  it('shows «Личный кабинет» with Логин, Пароль and «Войти», and names the tab', () => {
    mount(jest.fn());
    expect(screen.getByRole('heading', { name: 'Личный кабинет' })).toBeTruthy();
    expect(screen.getByLabelText('Логин')).toBe(document.activeElement);
    expect(screen.getByLabelText('Пароль', { exact: true }).getAttribute('type')).toBe('password');
    expect(document.title).toBe('Личный кабинет — Дневник достижений');

    remove();
    expect(screen.queryByRole('heading', { name: 'Личный кабинет' })).toBeNull();
    expect(document.title).toBe('Дневник достижений');
  });

  it('when a field is empty, then it says which under the field and sends nothing', () => {
    const login = jest.fn();
    mount(login);
    fill('Логин', '   ');
    submit();
    expect(screen.getByText('Введите логин')).toBeTruthy();
    expect(screen.getByText('Введите пароль')).toBeTruthy();
    expect(screen.getByLabelText('Логин').getAttribute('aria-invalid')).toBe('true');
    expect(login).not.toHaveBeenCalled();
  });

  it('when the login succeeds, then it sends the trimmed login and gives the token on', async () => {
    const login = jest.fn(async () => 'token');
    const onSignedIn = mount(login);
    fill('Логин', ' ivanov ');
    fill('Пароль', ' secret ');
    submit();
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith('token'));
    expect(login).toHaveBeenCalledWith('ivanov', ' secret ');
    expect(screen.getByRole('button', { name: 'Войти' })).toHaveProperty('disabled', true);
  });

  it('when the login is refused, then it shows the server’s message and can be sent again', async () => {
    const login = jest.fn(async () => Promise.reject(new Error('Неверный логин или пароль')));
    mount(login);
    fill('Логин', 'ivanov');
    fill('Пароль', 'wrong');
    submit();
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Неверный логин или пароль');
    expect(screen.getByRole('button', { name: 'Войти' })).toHaveProperty('disabled', false);
  });

  it('shows and hides the password', () => {
    mount(jest.fn());
    fireEvent.click(screen.getByRole('button', { name: 'Показать символы' }));
    expect(screen.getByLabelText('Пароль', { exact: true }).getAttribute('type')).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Скрыть символы' }));
    expect(screen.getByLabelText('Пароль', { exact: true }).getAttribute('type')).toBe('password');
  });
});

describe('the cookie notice drawn without React', () => {
  afterEach(() => {
    window.localStorage.clear();
    document.body.innerHTML = '';
  });

  it('shows until «Принять», which is remembered', () => {
    mountCookieNotice(document.body);
    expect(screen.getByRole('region', { name: 'Уведомление о cookie' }).textContent).toContain('Сайт использует файлы cookie');
    fireEvent.click(screen.getByRole('button', { name: 'Принять' }));
    expect(screen.queryByRole('region', { name: 'Уведомление о cookie' })).toBeNull();
    expect(window.localStorage.getItem(COOKIE_NOTICE_STORAGE_KEY)).toBe('true');

    mountCookieNotice(document.body);
    expect(screen.queryByRole('region', { name: 'Уведомление о cookie' })).toBeNull();
  });
});
