import type { TestApp, TestUser } from '../harness';

/** The cast most tests need: one user of each role and a second teacher and student. */
export interface People {
  admin: TestUser;
  moderator: TestUser;
  teacher: TestUser;
  otherTeacher: TestUser;
  student: TestUser;
  otherStudent: TestUser;
}

export async function people(t: TestApp): Promise<People> {
  return {
    admin: await t.createUser({ roles: ['ADMIN'], second_name: 'Админов', first_name: 'Анатолий', last_name: 'Петрович' }),
    moderator: await t.createUser({ roles: ['MODERATOR'], second_name: 'Модераторова', first_name: 'Мария', last_name: null }),
    teacher: await t.createUser({ roles: ['TEACHER'], second_name: 'Иванов', first_name: 'Иван', last_name: 'Иванович' }),
    otherTeacher: await t.createUser({ roles: ['TEACHER'], second_name: 'Петрова', first_name: 'Анна', last_name: 'Сергеевна' }),
    student: await t.createUser({ roles: ['STUDENT'], second_name: 'Сидоров', first_name: 'Семён', last_name: 'Семёнович' }),
    otherStudent: await t.createUser({ roles: ['STUDENT'], second_name: 'Кузнецова', first_name: 'Ольга', last_name: 'Игоревна' }),
  };
}

export const aTeacher = (t: TestApp, second_name = 'Петров', first_name = 'Пётр', last_name: string | null = 'Петрович') =>
  t.createUser({ roles: ['TEACHER'], second_name, first_name, last_name });

export const aStudent = (t: TestApp, second_name?: string) => t.createUser({ roles: ['STUDENT'], second_name });

/** A user as the API names a person in a record. */
export const person = (user: TestUser) => ({
  id: user.id,
  first_name: user.first_name,
  second_name: user.second_name,
  last_name: user.last_name,
});
