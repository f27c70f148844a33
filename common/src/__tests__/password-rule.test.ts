import { readFileSync } from 'node:fs';
import path from 'node:path';
import { COMMON_PASSWORDS_MIN_LENGTH, isCommonPassword } from '../schemas/common-passwords';
import { newPasswordSchema, PASSWORD_MIN_LENGTH, PASSWORD_TOO_COMMON_MESSAGE, PASSWORD_TOO_SHORT_MESSAGE } from '../schemas/users';

const listFile = path.join(__dirname, '../schemas/common-passwords.txt');
const [provenance, ...listed] = readFileSync(listFile, 'utf8').split('\n').filter(Boolean);

const messages = (password: string) => {
  const parsed = newPasswordSchema.safeParse(password);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('the common passwords list', () => {
  it('when read, then it is the 10,000 most common passwords with where they came from on the first line', () => {
    expect(provenance).toMatch(/^# The 10,000 most common passwords.*@zxcvbn-ts\/language-common/);
    expect(listed).toHaveLength(10_000);
    expect(new Set(listed).size).toBe(10_000);
    expect(listed.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
  });

  it('when compared with the generated module, then every listed password the length rule lets through is in it', () => {
    // node scripts/common-passwords.mjs rebuilds the module from the list.
    expect(COMMON_PASSWORDS_MIN_LENGTH).toBeLessThanOrEqual(PASSWORD_MIN_LENGTH);
    for (const password of listed) expect(isCommonPassword(password)).toBe(password.length >= COMMON_PASSWORDS_MIN_LENGTH);
  });
});

describe('the password rule', () => {
  it.each(['abc1234', '123456', ''])(
    'when the password is %j (under 8 characters), then "Пароль должен быть не короче 8 символов"',
    (password) => {
      expect(messages(password)).toEqual([PASSWORD_TOO_SHORT_MESSAGE]);
      expect(PASSWORD_TOO_SHORT_MESSAGE).toBe('Пароль должен быть не короче 8 символов');
    },
  );

  it.each(['qwerty123', 'password1', 'Password123', 'QWERTYUIOP', '12345678', 'iloveyou'])(
    'when the password is %j (among the most common, in any case), then "Этот пароль слишком распространён, выберите другой"',
    (password) => {
      expect(messages(password)).toEqual([PASSWORD_TOO_COMMON_MESSAGE]);
      expect(PASSWORD_TOO_COMMON_MESSAGE).toBe('Этот пароль слишком распространён, выберите другой');
    },
  );

  it.each(['kq3-vx8z', 'Tetrad-Lilac-42', 'секретное слово'])('when the password is %j, then it passes', (password) => {
    expect(messages(password)).toEqual([]);
  });
});
