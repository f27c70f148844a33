import { PASSWORD_REQUIRED_MESSAGE, USERNAME_MAX_LENGTH, USERNAME_REQUIRED_MESSAGE, USERNAME_TOO_LONG_MESSAGE } from '../constants/login';

export type LoginFieldErrors = Partial<Record<'username' | 'password', string>>;

/**
 * loginSchema's rules without zod, for a page that must load in a few kilobytes; a test holds the
 * two to the same answers. The login is sent trimmed, the password as typed.
 */
export function loginFieldErrors(username: string, password: string): LoginFieldErrors {
  const errors: LoginFieldErrors = {};
  const login = username.trim();
  if (!login) errors.username = USERNAME_REQUIRED_MESSAGE;
  else if (login.length > USERNAME_MAX_LENGTH) errors.username = USERNAME_TOO_LONG_MESSAGE;
  if (!password) errors.password = PASSWORD_REQUIRED_MESSAGE;
  return errors;
}
