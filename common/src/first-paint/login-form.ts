import { POST_LOGIN_DELAY_MS } from '../constants/domain';
import { LOGIN_TITLE } from '../constants/login';
import { documentTitle, PORTAL_TITLE } from '../format/page-title';
import { loginFieldErrors, type LoginFieldErrors } from './login-validation';
import { requestLogin } from './login-request';
import { ensureFirstPaintStyles } from './styles';

export interface LoginFormOptions {
  /** With the access token, POST_LOGIN_DELAY_MS after a successful login (then the page navigates); the form stays disabled meanwhile. */
  onSignedIn(token: string): void | Promise<void>;
  /** The login call, replaceable in tests. */
  login?: (username: string, password: string) => Promise<string>;
}

const EYE =
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3';
const EYE_OFF =
  'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z';

const icon = (path: string) => `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${path}"/></svg>`;

const MARKUP = `
<form class="fp-card" novalidate aria-labelledby="fp-login-title">
  <p class="fp-overline">Дневник достижений</p>
  <h1 class="fp-title" id="fp-login-title">${LOGIN_TITLE}</h1>
  <div class="fp-alert" role="alert" hidden></div>
  <div class="fp-fields">
    <div class="fp-field">
      <label for="fp-username">Логин</label>
      <input id="fp-username" name="username" autocomplete="username" autocapitalize="none" spellcheck="false" aria-describedby="fp-username-error">
      <p class="fp-helper" id="fp-username-error" hidden></p>
    </div>
    <div class="fp-field">
      <label for="fp-password">Пароль</label>
      <div class="fp-box">
        <input id="fp-password" name="password" type="password" autocomplete="current-password" aria-describedby="fp-password-error">
        <button class="fp-toggle" type="button" aria-label="Показать символы">${icon(EYE)}</button>
      </div>
      <p class="fp-helper" id="fp-password-error" hidden></p>
    </div>
    <button class="fp-button" type="submit">Войти</button>
  </div>
</form>`;

function part<T extends Element>(root: ParentNode, selector: string): T {
  return root.querySelector<T>(selector)!;
}

/**
 * 'Личный кабинет': Логин, Пароль with show/hide, 'Войти' — the login page, drawn with the DOM alone
 * so that it is usable after a few kilobytes (the portal's first page; see docs/architecture).
 * The shell shows it on a first visit, the auth remote inside the portal. Returns its removal.
 */
export function mountLoginForm(container: HTMLElement, options: LoginFormOptions): () => void {
  ensureFirstPaintStyles(container.ownerDocument);
  const page = container.ownerDocument.createElement('div');
  page.className = 'fp-page';
  page.innerHTML = MARKUP;
  container.append(page);

  const form = part<HTMLFormElement>(page, 'form');
  const alert = part<HTMLElement>(page, '.fp-alert');
  const submit = part<HTMLButtonElement>(page, '.fp-button');
  const toggle = part<HTMLButtonElement>(page, '.fp-toggle');
  const fields = {
    username: part<HTMLInputElement>(page, '#fp-username'),
    password: part<HTMLInputElement>(page, '#fp-password'),
  };
  const login = options.login ?? requestLogin;

  function showFieldErrors(errors: LoginFieldErrors) {
    for (const name of ['username', 'password'] as const) {
      const helper = part<HTMLElement>(page, `#fp-${name}-error`);
      helper.textContent = errors[name] ?? '';
      helper.hidden = !errors[name];
      fields[name].setAttribute('aria-invalid', String(Boolean(errors[name])));
    }
  }

  function showError(message: string | null) {
    alert.textContent = message ?? '';
    alert.hidden = !message;
  }

  toggle.addEventListener('click', () => {
    const revealed = fields.password.type === 'password';
    fields.password.type = revealed ? 'text' : 'password';
    fields.password.classList.toggle('fp-revealed', revealed);
    toggle.setAttribute('aria-label', revealed ? 'Скрыть символы' : 'Показать символы');
    toggle.innerHTML = icon(revealed ? EYE_OFF : EYE);
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (submit.disabled) return;
    const username = fields.username.value;
    const password = fields.password.value;
    const errors = loginFieldErrors(username, password);
    showFieldErrors(errors);
    if (errors.username || errors.password) return;
    showError(null);
    submit.disabled = true;
    login(username.trim(), password)
      .then(async (token) => {
        await new Promise((resolve) => setTimeout(resolve, POST_LOGIN_DELAY_MS));
        await options.onSignedIn(token);
      })
      .catch((error: unknown) => {
        showError(error instanceof Error && error.message ? error.message : 'Не удалось войти');
        submit.disabled = false;
      });
  });

  container.ownerDocument.title = documentTitle(LOGIN_TITLE);
  fields.username.focus();

  return () => {
    page.remove();
    container.ownerDocument.title = PORTAL_TITLE;
  };
}
