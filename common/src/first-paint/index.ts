/*
 * What the portal's first page draws before any framework loads: the login form and the cookie
 * notice, with the DOM alone (a few kilobytes). The shell shows them on a first visit; the portal's
 * own screens show the same two through thin React wrappers.
 */
export { mountLoginForm, type LoginFormOptions } from './login-form';
export { loginFieldErrors, type LoginFieldErrors } from './login-validation';
export { requestLogin, NO_CONNECTION_MESSAGE } from './login-request';
export { mountCookieNotice, cookieNoticeAccepted, COOKIE_NOTICE_TEXT } from './cookie-notice';
