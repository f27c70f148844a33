// What the bench data set is made of, shared by seed.mjs (which writes it) and run.mjs (which
// picks its queries from it). Everything is derived from SEED: the same data on every run.

export const SEED = 20240901;

export const COUNTS = {
  teachers: 200,
  students: 5000,
  achievements: 1_000_000,
  difficulties: 50_000,
  /** Audit records (seed-audit.mjs), over AUDIT_YEARS years up to the load. */
  auditRecords: 1_000_000,
};

export const AUDIT_YEARS = 2;

/** Three school years: 1 September 2022 … 31 August 2025 (school years 2022, 2023, 2024). */
export const FIRST_SCHOOL_YEAR = 2022;
export const SCHOOL_YEARS = 3;
/** The school year the bench reads (statistics, monthly report). */
export const BENCH_SCHOOL_YEAR = 2024;

/** Every tenth achievement and difficulty is archived: 100 000 archived achievements, the export's size. */
export const ARCHIVED_EVERY = 10;

export const DEFAULT_ADMIN = { username: 'admin', password: 'bench-admin-password' };
/** Every seeded teacher and student logs in with this password. */
export const USER_PASSWORD = 'password123';

/** mulberry32: a small, fast, seeded PRNG → [0, 1). */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const SUBJECTS = [
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
];

export const CHECK_TYPES = [
  'Контрольная',
  'Итоговое тестирование (последний тест)',
  'Пробный экзамен',
  'Вводное тестирование (первый тест)',
  'Домашняя работа',
  'Работа на уроке',
];
/** How often each check type occurs (same order). */
export const CHECK_TYPE_WEIGHTS = [30, 5, 8, 5, 27, 25];

/** Male surname stems; the female form adds 'а' (Иванов → Иванова), '-ий' ones are kept as they are. */
export const SURNAMES = [
  'Иванов',
  'Смирнов',
  'Кузнецов',
  'Попов',
  'Васильев',
  'Петров',
  'Соколов',
  'Михайлов',
  'Новиков',
  'Фёдоров',
  'Морозов',
  'Волков',
  'Алексеев',
  'Лебедев',
  'Семёнов',
  'Егоров',
  'Павлов',
  'Козлов',
  'Степанов',
  'Николаев',
  'Орлов',
  'Андреев',
  'Макаров',
  'Никитин',
  'Захаров',
  'Зайцев',
  'Соловьёв',
  'Борисов',
  'Яковлев',
  'Григорьев',
  'Романов',
  'Воробьёв',
  'Сергеев',
  'Кузьмин',
  'Фролов',
  'Александров',
  'Дмитриев',
  'Королёв',
  'Гусев',
  'Киселёв',
  'Ильин',
  'Максимов',
  'Поляков',
  'Сорокин',
  'Виноградов',
  'Ковалёв',
  'Белов',
  'Медведев',
  'Антонов',
  'Тарасов',
  'Жуков',
  'Баранов',
  'Филиппов',
  'Комаров',
  'Давыдов',
  'Беляев',
  'Герасимов',
  'Богданов',
  'Осипов',
  'Сидоров',
  'Матвеев',
  'Титов',
  'Марков',
  'Миронов',
  'Крылов',
  'Куликов',
  'Карпов',
  'Власов',
  'Мельников',
  'Денисов',
  'Гаврилов',
  'Тихонов',
  'Казаков',
  'Афанасьев',
  'Данилов',
  'Савельев',
  'Тимофеев',
  'Фомин',
  'Чернов',
  'Абрамов',
  'Мартынов',
  'Ефимов',
  'Федотов',
  'Щербаков',
  'Назаров',
  'Калинин',
  'Исаев',
  'Чернышёв',
  'Быков',
  'Маслов',
  'Родионов',
  'Коновалов',
  'Лазарев',
  'Воронин',
  'Климов',
  'Филатов',
  'Пономарёв',
  'Голубев',
  'Кудрявцев',
  'Прохоров',
];
export const MALE_NAMES = [
  'Александр',
  'Дмитрий',
  'Максим',
  'Сергей',
  'Андрей',
  'Алексей',
  'Артём',
  'Илья',
  'Кирилл',
  'Михаил',
  'Никита',
  'Матвей',
  'Роман',
  'Егор',
  'Иван',
];
export const FEMALE_NAMES = [
  'Анастасия',
  'Мария',
  'Анна',
  'Виктория',
  'Екатерина',
  'Наталья',
  'Марина',
  'Полина',
  'Дарья',
  'Алиса',
  'Ксения',
  'Елена',
  'Ольга',
  'Софья',
  'Юлия',
];
export const PATRONYMIC_STEMS = [
  'Александров',
  'Дмитриев',
  'Сергеев',
  'Андреев',
  'Алексеев',
  'Михайлов',
  'Иванов',
  'Николаев',
  'Петров',
  'Викторов',
];

export const TOPICS = [
  'Контрольная по теме',
  'Повторение',
  'Самостоятельная работа',
  'Диктант',
  'Решение задач',
  'Проверочная работа',
  'Зачёт',
  'Тест по главе',
  'Устный опрос',
  'Практическая работа',
  'Лабораторная работа',
  'Сочинение',
];

export const COMMENTS = [
  'Молодец',
  'Хорошая работа',
  'Нужно повторить тему',
  'Много ошибок по невнимательности',
  'Отличный результат',
  'Стал заниматься лучше',
  'Не выполнил домашнее задание',
  'Прогресс заметен',
  'Стоит уделить внимание теории',
];

export const DIFFICULTY_NOTES = [
  'Не понимает тему, нужна дополнительная консультация',
  'Часто пропускает занятия',
  'Не выполняет домашние задания',
  'Отвлекается на уроке',
  'Низкая мотивация',
  'Трудности с вычислениями',
  'Плохо усваивает новый материал',
  'Опаздывает на занятия',
  'Конфликт с одноклассниками',
  'Нужна помощь родителей',
];

export function femaleSurname(stem) {
  return stem.endsWith('ий') ? stem : `${stem}а`;
}

/** The surname prefix the bench searches for (q): one stem in a hundred (Кузнецов, Кузнецова). */
export const BENCH_SURNAME_PREFIX = 'Кузн';

// ——— the timetable (seed-timetable.mjs, run-timetable.mjs, board-render.mjs) ———

/**
 * 10 branches × 10 cabinets; every cabinet has 30 weekly lessons (5 on Monday and Tuesday, 4 on
 * the other days), so a branch has 300 and the whole centre 3 000; every lesson has 10 students
 * (30 000 places). Branch i has id i, cabinets of branch i are ids 10(i-1)+1 … 10i.
 */
export const TIMETABLE = {
  filials: 10,
  cabinetsPerFilial: 10,
  lessonsPerDay: [5, 5, 4, 4, 4, 4, 4],
  classesPerFilial: 30,
  studentsPerLesson: 10,
  /** Lessons a week of each branch's first teacher (the others share the rest). */
  busiestTeacherLessons: 30,
  /** Opening hours of every branch, minutes since midnight: 08:00–21:00. */
  open: 8 * 60,
  close: 21 * 60,
};

export const FILIAL_NAMES = [
  'Центральный',
  'Северный',
  'Южный',
  'Западный',
  'Восточный',
  'Речной',
  'Парковый',
  'Лесной',
  'Садовый',
  'Заречный',
];
export const CITIES = ['Москва', 'Москва', 'Москва', 'Химки', 'Балашиха', 'Мытищи', 'Королёв', 'Люберцы', 'Одинцово', 'Красногорск'];
export const STREETS = [
  'ул. Ленина',
  'пр. Мира',
  'ул. Садовая',
  'ул. Школьная',
  'ул. Советская',
  'ул. Лесная',
  'ул. Парковая',
  'ул. Набережная',
  'ул. Центральная',
  'ул. Молодёжная',
];
export const CABINET_COLORS = [
  '#1976d2',
  '#388e3c',
  '#f57c00',
  '#7b1fa2',
  '#c2185b',
  '#0097a7',
  '#5d4037',
  '#455a64',
  '#afb42b',
  '#d32f2f',
];

/** Group types (places ≥ 10: every seeded lesson has 10 students) and the services lessons are made of. */
export const GROUP_TYPES = [
  { name: 'Группа', places: 12 },
  { name: 'Мини-группа', places: 10 },
  { name: 'Интенсив', places: 15 },
];
export const SERVICES = [
  { name: 'Группа, 45 минут', groupType: 0, duration: 45, price: '700.00' },
  { name: 'Группа, 60 минут', groupType: 0, duration: 60, price: '900.00' },
  { name: 'Группа, 90 минут', groupType: 0, duration: 90, price: '1300.00' },
  { name: 'Мини-группа, 60 минут', groupType: 1, duration: 60, price: '1200.00' },
  { name: 'Мини-группа, 90 минут', groupType: 1, duration: 90, price: '1700.00' },
  { name: 'Интенсив, 90 минут', groupType: 2, duration: 90, price: '1500.00' },
];

/** The branch the bench reads (its week, its board) and the race's cabinet (its first cabinet). */
export const BENCH_FILIAL_ID = 3;
/**
 * The race: lessons start at most 18:00 (5 lessons × (90 min + 30 min gap) after 08:00), so
 * Sunday 19:30–21:00 of every seeded cabinet is free; 50 requests for 60-minute lessons starting
 * 19:30 … 19:55 all overlap one another.
 */
export const RACE = { day: 7, firstStart: 19 * 60 + 30, duration: 60, requests: 50, comment: 'bench: concurrent create' };

/**
 * The attendance journal of the bench timetable (seed-journal.mjs): one school year of 35 weeks
 * ending yesterday — unlike the rest of the data set it follows the day it is loaded, since
 * "today" and "past" are the journal's own rules. One occurrence in UNMARKED_EVERY is left
 * without marks (the registers not taken), one in CANCELLED_EVERY is cancelled; days off of
 * every branch and of single branches fall on the offsets (days after the first day) below.
 */
export const JOURNAL = {
  weeks: 35,
  unmarkedEvery: 97,
  cancelledEvery: 211,
  /** Marks out of 100: present, late, absent, excused. */
  markWeights: [84, 6, 7, 3],
  daysOffForAll: [31, 60, 61, 62, 120],
  daysOffOfBranch: [
    [1, 45],
    [2, 46],
    [BENCH_FILIAL_ID, 100],
    [5, 150],
  ],
};

/**
 * The centre's money over the journal's year (seed-money.mjs): pay rates of every kind and level of
 * precedence, and each student's payments — one a month, of their month's charges times a percentage
 * (per student and month: most pay a little more than they owe, one student in `shortEvery` less, so
 * the debtors are several hundred), in whole hundreds of rubles, on a day of the month, by one of
 * the methods.
 */
export const MONEY = {
  /** The default rate (no teacher, no service). */
  defaultRate: { kind: 'lesson', amount: '1500.00' },
  /** Per service (the SERVICES' first ids): per student present. */
  serviceRates: [
    [1, 'student', '120.00'],
    [4, 'student', '250.50'],
  ],
  /** Per teacher, the first so many teachers: per hour. */
  teacherRates: { count: 20, kind: 'hour', amount: '1333.33' },
  /** Per teacher and service: the teachers 21…30 with service 3, per lesson. */
  pairRates: { first: 21, count: 10, serviceId: 3, kind: 'lesson', amount: '2100.10' },
  paidPercent: { usual: [95, 125], short: [60, 90], shortEvery: 8 },
  methods: ['cash', 'card', 'transfer'],
};
