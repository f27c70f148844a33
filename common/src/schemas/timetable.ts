/*
 * What the timetable's resources share: the centre's constants (docs/product/constants.md) and every
 * text the timetable API answers with. Each resource's schemas have their own file (filials,
 * cabinets, classes, lessons); times of day and weekdays are in timetable-time, lesson names in
 * lesson-names, the fields the schemas are built of in timetable-fields.
 */

/** A lesson's status: none (null) or one of these (the timetable form's spelling). */
export const LESSON_STATUSES = ['canceled', 'trial', 'not confirmed'] as const;
export type LessonStatus = (typeof LESSON_STATUSES)[number];
export const LESSON_STATUS_LABELS: Record<LessonStatus, string> = {
  canceled: 'Отмена',
  trial: 'Пробное',
  'not confirmed': 'Не подтвердили',
};
export const LESSON_STATUS_COLORS: Record<LessonStatus, string> = {
  canceled: '#FF5B5B',
  trial: '#FFEF41',
  'not confirmed': '#D324FF',
};

export const CABINET_CAPACITY_MIN = 1;
export const CABINET_CAPACITY_MAX = 100;
export const DEFAULT_CABINET_CAPACITY = 1;
export const DEFAULT_CABINET_COLOR = '#007bff';
/** Start times are on this step (the time input's step of 300 seconds). */
export const LESSON_TIME_STEP_MINUTES = 5;
/** The board's hours when a branch has no opening and closing time. */
export const DEFAULT_WORKING_HOURS = { time_start: '08:00', time_end: '20:00' } as const;

/** Every Russian text the timetable API answers with; the forms show the same ones. */
export const TIMETABLE_MESSAGES = {
  filialNameRequired: 'Название филиала обязательно',
  filialNotFound: 'Филиал не найден',
  filialRequired: 'Не указан филиал',
  filialInfoExists: 'У филиала уже есть информация: измените её',
  filialHasLessons: 'Нельзя удалить филиал: в его кабинетах есть занятия (в том числе в архиве)',
  timeFormat: 'Время в формате ЧЧ:ММ',
  closingBeforeOpening: 'Время закрытия должно быть позже времени открытия',
  cabinetNameRequired: 'Название кабинета обязательно',
  cabinetCapacity: `Вместимость: число от ${CABINET_CAPACITY_MIN} до ${CABINET_CAPACITY_MAX}`,
  cabinetColor: 'Цвет в формате #rrggbb',
  cabinetNotFound: 'Кабинет не найден',
  cabinetArchived: 'Кабинет в архиве',
  cabinetHasLessons: 'Нельзя удалить кабинет: в нём есть занятия (в том числе в архиве)',
  classRequiredFields: 'Заполните все обязательные поля',
  classNotFound: 'Класс не найден',
  classHasLessons: 'Нельзя удалить класс: у него есть занятия (в том числе в архиве)',
  teacherNotFound: 'Преподаватель не найден',
  teacherRequired: 'Не указан преподаватель',
  teacherAlreadyInClass: 'Преподаватель уже в этом классе',
  teacherNotInClass: 'Преподаватель не в этом классе',
  lastTeacher: 'В классе должен остаться хотя бы один преподаватель',
  subjectNotFound: 'Предмет не найден',
  lessonNotFound: 'Занятие не найдено',
  lessonHasJournal: 'У занятия есть журнал посещаемости: его можно только архивировать',
  cabinetRequired: 'Не указан кабинет',
  classRequired: 'Не указан класс',
  subjectRequired: 'Не указан предмет',
  dayOfWeek: 'День недели: число от 1 (понедельник) до 7 (воскресенье)',
  timeStartRequired: 'Не указано время начала',
  timeStartFormat: 'Время начала в формате ЧЧ:ММ',
  timeStartStep: `Время начала должно быть кратно ${LESSON_TIME_STEP_MINUTES} минутам`,
  durationRequired: 'Длительность обязательна',
  durationInvalid: 'Длительность должна быть положительным числом',
  pastMidnight: 'Занятие должно закончиться до полуночи',
  statusInvalid: 'Статус: canceled, trial, not confirmed или пусто',
  serviceNotFound: 'Услуга не найдена',
  serviceArchived: 'Услуга в архиве',
  groupTypeNotFound: 'Тип занятия не найден',
  timeConflict: 'Конфликт времени с существующими занятиями',
  moveConflict: 'Время занято другим занятием!',
  swapConflict: 'Невозможно обменять местами - есть конфликты времени!',
  swapNotFound: 'Одно из занятий не найдено!',
  swapSame: 'Нельзя обменять занятие само с собой',
  studentNotFound: 'Ученик не найден',
  studentsRequired: 'Выберите учеников',
  studentAlreadyInLesson: 'Ученик уже записан на это занятие',
  studentNotInLesson: 'Ученик не записан на это занятие',
  noFreePlaces: 'Нет свободных мест на занятии',
  tooFewPlaces: 'Мест меньше, чем уже записано учеников',
  scheduleIdMismatch: 'scheduleId не совпадает с занятием в адресе',
  lessonBusy: 'Занятие сейчас изменяется — повторите попытку',
  personBusy: 'У преподавателя или ученика в это время другое занятие',
} as const;
