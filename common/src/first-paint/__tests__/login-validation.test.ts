import { loginSchema } from '../../schemas/users';
import { USERNAME_MAX_LENGTH } from '../../constants/login';
import { loginFieldErrors } from '../login-validation';

/** What loginSchema says of each field, in the form's shape. */
function schemaErrors(username: string, password: string) {
  const parsed = loginSchema.safeParse({ username, password });
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('loginFieldErrors', () => {
  const usernames = [
    '',
    ' ',
    '\t \n',
    'ivanov',
    '  ivanov  ',
    'и'.repeat(USERNAME_MAX_LENGTH),
    'и'.repeat(USERNAME_MAX_LENGTH + 1),
    ` ${'a'.repeat(USERNAME_MAX_LENGTH)} `,
  ];
  const passwords = ['', ' ', 'x', 'secret-pass'];

  it.each(usernames.flatMap((username) => passwords.map((password) => [username, password] as const)))(
    'agrees with loginSchema for %j / %j',
    (username, password) => {
      expect(loginFieldErrors(username, password)).toEqual(schemaErrors(username, password));
    },
  );
});
