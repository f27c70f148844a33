/*
 * The page's only script tag (start.js, a few kilobytes): a first visit to '/' without a session gets
 * the login form drawn with the DOM alone, and the portal (main.js: the federation runtime, React,
 * MUI, the remotes) loads only after the login; every other address loads the portal at once.
 * The cookie notice is drawn here on every address, before the portal, and stays until accepted.
 * Built apart from the portal (webpack.config.js) so that it shares nothing with it.
 */
import { homeRouteFor, TOKEN_STORAGE_KEY } from '@diary/common';
import { mountCookieNotice, mountLoginForm, requestLogin } from '@diary/common/first-paint';
import { requestRemotesConfig } from '../remotes/remotes-request';
import { restoreSession } from './restore-session';
import { tokenRole } from './token-role';

/** The portal's entry, not hashed and revalidated on every load (api/src/web/static-files.ts). */
const PORTAL_ENTRY = '/main.js';

let portalLoading = false;

function loadPortal(): void {
  if (portalLoading) return;
  portalLoading = true;
  // main.js takes the answer (the remotes' manifests wait for it)
  void requestRemotesConfig();
  afterNextPaint(() => {
    const script = document.createElement('script');
    script.src = PORTAL_ENTRY;
    document.head.append(script);
  });
}

/**
 * Runs `then` once the page has painted what it holds (the cookie notice, 'Загрузка...'): main.js,
 * already on its way (the server names it for preloading), starts the libraries' long work, which
 * would otherwise keep the first paint waiting. A hidden tab paints nothing, hence the time limit.
 */
function afterNextPaint(then: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 200);
}

function storedToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/**
 * The login form at once; meanwhile the refresh cookie is asked whether a session exists after all
 * (one the portal would have restored), and if so the portal takes over and goes home.
 */
function showLoginPage(): void {
  // index.html's 'Загрузка...' waits for the portal, which this page does not load yet
  const portal = document.getElementById('root');
  if (portal) portal.hidden = true;
  const page = document.createElement('div');
  page.id = 'first-page';
  document.body.append(page);
  // A failed refresh clears the cookie: a login must not set one before that answer has come.
  const restoring = restoreSession();
  const removeForm = mountLoginForm(page, {
    login: async (username, password) => ((await restoring) ? storedToken()! : requestLogin(username, password)),
    onSignedIn(token) {
      if (portalLoading) return;
      window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
      window.history.replaceState(null, '', homeRouteFor(tokenRole(token)));
      leave();
    },
  });
  function leave() {
    removeForm();
    page.remove();
    if (portal) portal.hidden = false;
    loadPortal();
  }
  void restoring.then((restored) => {
    if (restored && !portalLoading) leave();
  });
}

/**
 * Installable, and 'Нет соединения с сервером' without a connection (shell/public/sw.js): registered
 * once the page has loaded and its main thread is idle, not in the middle of the first screen's start.
 */
function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

mountCookieNotice(document.body);
if (window.location.pathname === '/' && !storedToken()) showLoginPage();
else loadPortal();
registerServiceWorker();
