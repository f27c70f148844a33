import { formatDate, fullName, initials, plural, pluralize } from '../format';
import { can, homeRouteFor, primaryRole } from '..';

describe('formatters', () => {
  it('formats ISO timestamps and calendar dates as dd.mm.yyyy', () => {
    expect(formatDate('2026-09-01')).toBe('01.09.2026');
    expect(formatDate(new Date(2026, 0, 5))).toBe('05.01.2026');
    expect(formatDate(null)).toBe('');
  });

  it('builds short and full names surname first', () => {
    const person = { second_name: 'Иванов', first_name: 'Иван', last_name: 'Иванович' };
    expect(initials(person)).toBe('Иванов И. И.');
    expect(initials({ second_name: 'Петрова', first_name: 'Анна' })).toBe('Петрова А.');
    expect(fullName(person)).toBe('Иванов Иван Иванович');
  });

  it('chooses Russian plural forms, 11–14 included', () => {
    const forms = ['занятие', 'занятия', 'занятий'] as const;
    expect([1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111].map((n) => plural(n, forms))).toEqual([
      'занятие',
      'занятия',
      'занятия',
      'занятий',
      'занятий',
      'занятий',
      'занятий',
      'занятие',
      'занятия',
      'занятий',
      'занятие',
      'занятий',
    ]);
    expect(pluralize(3, ['кабинет', 'кабинета', 'кабинетов'])).toBe('3 кабинета');
  });
});

describe('roles and permissions', () => {
  it('takes the first role as primary and sends each role home', () => {
    expect(
      primaryRole([
        { value: 'TEACHER', description: '' },
        { value: 'ADMIN', description: '' },
      ]),
    ).toBe('TEACHER');
    expect(homeRouteFor('MODERATOR')).toBe('/admin');
    expect(homeRouteFor('STUDENT')).toBe('/student');
    expect(homeRouteFor(null)).toBe('/');
  });

  it('keeps ADMIN-only actions from MODERATOR', () => {
    expect(can('ADMIN', 'users.delete')).toBe(true);
    expect(can('MODERATOR', 'users.delete')).toBe(false);
    expect(can('MODERATOR', 'users.create')).toBe(true);
    expect(can(null, 'users.list')).toBe(false);
  });
});
