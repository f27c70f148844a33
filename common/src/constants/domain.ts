export const CHECK_TYPES = [
  'Контрольная',
  'Итоговое тестирование (последний тест)',
  'Пробный экзамен',
  'Вводное тестирование (первый тест)',
  'Домашняя работа',
  'Работа на уроке',
] as const;

export type CheckType = (typeof CHECK_TYPES)[number];

export const DEFAULT_CHECK_TYPE: CheckType = 'Контрольная';

/** Suggestions for subject inputs, and the fallback list when subjects cannot be loaded. */
export const DEFAULT_SUBJECTS = [
  'Математика',
  'Физика',
  'Информатика',
  'Русский',
  'Английский',
  'История',
  'Общество',
  'Химия',
  'Биология',
  'Литература',
  'Дошколята',
  'Китайский',
  'География',
] as const;

export const BAN_REASON = 'Пользователь заблокирован';

export const TABLE_PAGE_SIZES = [50, 100, 200] as const;
export const DEFAULT_TABLE_PAGE_SIZE = 100;

export const TOKEN_STORAGE_KEY = 'token';
export const COOKIE_NOTICE_STORAGE_KEY = 'cookieAccepted';
export const REFRESH_WAIT_POLL_MS = 100;
/** The Web Lock under which a browser's tabs refresh the session one at a time (the server rotates the cookie at each). */
export const REFRESH_LOCK = 'diary-refresh';
export const POST_LOGIN_DELAY_MS = 50;

/** notistack settings of docs/product/constants.md. */
export const TOAST_SETTINGS = {
  maxSnack: 20,
  autoHideDuration: 4000,
  successDuration: 2000,
  removeDelayMs: 1000,
} as const;

export const DEFAULT_ERROR_TOAST = 'Произошла ошибка!';
export const DEFAULT_SUCCESS_TOAST = 'Успешно!';

/** How long the HTTP client waits for the server's answer to begin; a file (an .xlsx export, an upload) waits longer. */
export const REQUEST_TIMEOUT_MS = 30_000;
export const FILE_REQUEST_TIMEOUT_MS = 120_000;
export const REQUEST_TIMEOUT_MESSAGE = 'Сервер не ответил вовремя. Проверьте соединение и попробуйте еще раз';
export const NO_CONNECTION_MESSAGE = 'Нет соединения с сервером';
