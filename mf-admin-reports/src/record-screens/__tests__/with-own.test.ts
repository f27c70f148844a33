import { withOwn } from '../with-own';

const TEACHERS = [
  { id: 7, fullName: 'Учителева Анна' },
  { id: 8, fullName: 'Преподов Олег' },
];

describe('withOwn', () => {
  it('when the edited record names someone the list lacks, then that one comes first', () => {
    expect(withOwn(TEACHERS, { id: 9, fullName: 'Уволенный Иван' }).map((t) => t.id)).toEqual([9, 7, 8]);
  });

  it('when the list has them already, or there is none, then the list as it is', () => {
    expect(withOwn(TEACHERS, { id: 8, fullName: 'Преподов Олег' })).toEqual(TEACHERS);
    expect(withOwn(TEACHERS, undefined)).toEqual(TEACHERS);
  });
});
