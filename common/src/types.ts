import type { RoleRef } from './constants/roles';

/** What the access token carries (docs/api/contract.md "Auth"). */
export interface TokenUser {
  id: number;
  username: string;
  first_name: string;
  second_name: string;
  last_name: string | null;
  roles: RoleRef[];
  male: 'M' | 'F';
  subject: string | null;
}

/** An item of GET /api/users. */
export interface User extends TokenUser {
  banned: boolean;
  banReason: string | null;
  createdAt: string;
}

export interface UserListEntry {
  id: number;
  fullName: string;
  first_name: string;
  second_name: string;
  last_name: string | null;
}

export interface Subject {
  id: number;
  name: string;
  createdAt: string;
}

export interface Paged<T> {
  items: T[];
  total: number;
}

/** The API's error body (docs/api/contract.md "Errors"). */
export interface ApiErrorBody {
  message: string;
  code: string;
  errors?: { path: string; message: string }[];
  /** A timetable write refused for a clash: what it clashes with (schemas/clashes.ts). */
  clashes?: { kind: 'cabinet' | 'teacher' | 'student'; lessonId: number; personId: number | null }[];
}

/**
 * Any error body on the wire: an import's refusal names the spreadsheet's cells
 * (`{row, column, message}`, schemas/import.ts) where other calls name fields.
 */
export interface ApiErrorWireBody extends Omit<ApiErrorBody, 'errors'> {
  errors?: ({ path: string; message: string } | { row: number; column: string; message: string })[];
}
