/* The texts of a person's week and of subscribing to it in a calendar (docs/product/screens.md). */

export const WEEK_TEXTS = {
  subscribe: 'Подписаться в календаре',
  today: 'Сегодня',
  noLessons: 'Нет занятий',
  emptyWeek: 'На этой неделе занятий нет',
  loadFailed: 'Ошибка загрузки расписания',
  previousDay: 'Предыдущий день',
  nextDay: 'Следующий день',
} as const;

export const CALENDAR_FEED_TEXTS = {
  title: 'Подписаться в календаре',
  hint: 'Добавьте этот адрес в Google Календарь, Apple Календарь или Outlook как календарь по ссылке. Получив новый адрес, старый перестанет работать.',
  address: 'Адрес календаря',
  copy: 'Копировать',
  copied: 'Адрес скопирован',
  copyFailed: 'Не удалось скопировать: выделите адрес и скопируйте его вручную',
  preparing: 'Готовим адрес...',
  failed: 'Не удалось получить адрес календаря',
  disconnect: 'Отключить',
  disconnectFailed: 'Не удалось отключить календарь',
  disconnected: 'Календарь отключён: прежний адрес больше не работает. Удалите подписку из календаря или получите новый адрес.',
  newAddress: 'Получить новый адрес',
  close: 'Закрыть',
} as const;

/** '10:00–11:30'. */
export const lessonTime = (lesson: { time_start: string; time_end: string }) => `${lesson.time_start}–${lesson.time_end}`;
