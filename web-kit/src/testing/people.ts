/** The people the option lists of the reports and teacher screens offer. */
export const TEACHERS = [
  { id: 7, fullName: 'Учителева Анна', first_name: 'Анна', second_name: 'Учителева', last_name: null },
  { id: 8, fullName: 'Преподов Олег', first_name: 'Олег', second_name: 'Преподов', last_name: null },
];

export const STUDENTS = [
  { id: 21, fullName: 'Ученов Пётр Петрович', first_name: 'Пётр', second_name: 'Ученов', last_name: 'Петрович' },
  { id: 22, fullName: 'Смирнова Анна Игоревна', first_name: 'Анна', second_name: 'Смирнова', last_name: 'Игоревна' },
];
