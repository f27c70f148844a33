import { tokenRole } from '../token-role';

function tokenFor(payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

describe('tokenRole', () => {
  it('reads the first role of the token, names in Cyrillic and all', () => {
    const roles = [
      { value: 'TEACHER', description: 'Преподаватель' },
      { value: 'ADMIN', description: 'Суперадмин' },
    ];
    expect(tokenRole(tokenFor({ id: 7, second_name: 'Иванов', roles }))).toBe('TEACHER');
    expect(tokenRole(tokenFor({ id: 8, roles: ['STUDENT'] }))).toBe('STUDENT');
  });

  it('gives null for a token without a known role or not a token at all', () => {
    expect(tokenRole(tokenFor({ id: 7, roles: [] }))).toBeNull();
    expect(tokenRole(tokenFor({ id: 7, roles: [{ value: 'ROOT' }] }))).toBeNull();
    expect(tokenRole('not-a-token')).toBeNull();
  });
});
