import { registrationSchema, userUpdateSchema, type RegistrationInput, type Role, type User, type UserUpdateInput } from '@diary/common';

export interface MemberFormValues {
  second_name: string;
  first_name: string;
  last_name: string;
  username: string;
  password: string;
  subject: string;
  male: 'M' | 'F';
  roles: Role[];
}

export type MemberField = keyof MemberFormValues;
export type MemberFieldErrors = Partial<Record<MemberField, string>>;

/** What the form hands to the store once the values are valid. */
export type MemberPayload = { kind: 'create'; input: RegistrationInput } | { kind: 'update'; id: number; input: UserUpdateInput };

export const EMPTY_MEMBER_FORM: MemberFormValues = {
  second_name: '',
  first_name: '',
  last_name: '',
  username: '',
  password: '',
  subject: '',
  male: 'M',
  roles: [],
};

/** Edit mode: the row's fields, a blank password, its roles preselected. */
export function memberToForm(user: User): MemberFormValues {
  return {
    second_name: user.second_name,
    first_name: user.first_name,
    last_name: user.last_name ?? '',
    username: user.username,
    password: '',
    subject: user.subject ?? '',
    male: user.male === 'F' ? 'F' : 'M',
    roles: user.roles.map((role) => role.value),
  };
}

const FIELDS = new Set<string>(Object.keys(EMPTY_MEMBER_FORM));

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

function fieldErrors(issues: readonly Issue[]): MemberFieldErrors {
  const errors: MemberFieldErrors = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (FIELDS.has(field)) errors[field as MemberField] ??= issue.message;
  }
  return errors;
}

export type Validation = { ok: true; payload: MemberPayload } | { ok: false; errors: MemberFieldErrors };

/**
 * The common zod schemas decide (the API validates with the same ones): on create the password
 * is required; on edit a blank password keeps the old one.
 */
export function validateMemberForm(values: MemberFormValues, editingId?: number): Validation {
  if (editingId == null) {
    const parsed = registrationSchema.safeParse(values);
    return parsed.success
      ? { ok: true, payload: { kind: 'create', input: parsed.data } }
      : { ok: false, errors: fieldErrors(parsed.error.issues) };
  }
  const parsed = userUpdateSchema.safeParse(values);
  return parsed.success
    ? { ok: true, payload: { kind: 'update', id: editingId, input: parsed.data } }
    : { ok: false, errors: fieldErrors(parsed.error.issues) };
}
