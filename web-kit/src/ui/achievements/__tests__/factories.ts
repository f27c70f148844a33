export { makeAchievement, makeHttp, makeNotifier } from '@diary/web-kit/testing';

export const STUDENTS = [
  { id: 21, fullName: 'Ученов Пётр Петрович' },
  { id: 22, fullName: 'Смирнова Анна Игоревна' },
];
