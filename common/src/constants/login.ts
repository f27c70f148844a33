/** The login form's rules and texts, apart from the schemas so that the first page can use them without zod. */
export const USERNAME_MAX_LENGTH = 100;
export const USERNAME_REQUIRED_MESSAGE = 'Введите логин';
export const USERNAME_TOO_LONG_MESSAGE = `Логин не длиннее ${USERNAME_MAX_LENGTH} символов`;
export const PASSWORD_REQUIRED_MESSAGE = 'Введите пароль';
export const LOGIN_TITLE = 'Личный кабинет';
/** Where the API lives, relative to the portal's origin. */
export const API_BASE_PATH = '/api';
