import { COOKIE_NOTICE_STORAGE_KEY } from '../constants/domain';
import { ensureFirstPaintStyles } from './styles';

export const COOKIE_NOTICE_TEXT =
  'Сайт использует файлы cookie, чтобы сделать работу с ним удобнее. Продолжая пользоваться сайтом, вы соглашаетесь с политикой использования cookie.';

export function cookieNoticeAccepted(storage: Storage = window.localStorage): boolean {
  try {
    return storage.getItem(COOKIE_NOTICE_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/**
 * The cookie notice, shown until 'Принять'; acceptance is remembered in local storage and it never
 * shows again. Drawn with the DOM alone, like the login page it first appears on. Returns its removal.
 */
export function mountCookieNotice(container: HTMLElement, storage: Storage = window.localStorage): () => void {
  if (cookieNoticeAccepted(storage)) return () => undefined;
  const doc = container.ownerDocument;
  ensureFirstPaintStyles(doc);
  const notice = doc.createElement('section');
  notice.className = 'fp-cookie';
  notice.setAttribute('role', 'region');
  notice.setAttribute('aria-label', 'Уведомление о cookie');
  const text = doc.createElement('p');
  text.textContent = COOKIE_NOTICE_TEXT;
  const accept = doc.createElement('button');
  accept.type = 'button';
  accept.className = 'fp-button';
  accept.textContent = 'Принять';
  accept.addEventListener('click', () => {
    storage.setItem(COOKIE_NOTICE_STORAGE_KEY, 'true');
    notice.remove();
  });
  notice.append(text, accept);
  container.append(notice);
  return () => notice.remove();
}
