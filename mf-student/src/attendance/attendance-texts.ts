/* The texts of the student's 'Посещаемость' (docs/product/beyond.md §3). */
export const ATTENDANCE_TEXTS = {
  title: 'Посещаемость',
  from: 'С',
  to: 'По',
  empty: 'За этот период отметок нет',
  loadFailed: 'Не удалось загрузить посещаемость',
  total: 'Всего отметок',
  marksOfMonth: 'Отметки за месяц',
} as const;
