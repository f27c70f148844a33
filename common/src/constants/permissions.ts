import type { Role } from './roles';

const STAFF: readonly Role[] = ['ADMIN', 'MODERATOR'];
const ADMIN: readonly Role[] = ['ADMIN'];
const EVERYONE: readonly Role[] = ['ADMIN', 'MODERATOR', 'TEACHER', 'STUDENT'];

/**
 * Who may do what: the one table behind the API's guards, the shell's route guards
 * and the admin menu. Keys are "<resource>.<action>".
 */
export const PERMISSIONS = {
  // areas of the portal
  'area.admin': STAFF,
  'area.teacher': ['TEACHER'],
  'area.student': ['STUDENT'],

  // one's own sessions: POST /auth/logout-all ends every session of the caller
  'auth.logoutEverywhere': EVERYONE,

  // users
  'users.list': STAFF,
  'users.read': STAFF,
  'users.create': STAFF,
  'users.update': STAFF,
  'users.assignRoles': STAFF,
  'users.ban': STAFF,
  'users.delete': ADMIN,
  'users.export': ADMIN,
  /** Managing MODERATOR and ADMIN accounts (edit, password, roles, ban, delete) and granting those roles. */
  'users.manageStaff': ADMIN,
  'users.listTeachers': EVERYONE,
  'users.listStudents': ['ADMIN', 'MODERATOR', 'TEACHER'],
  'users.updateOwnSubject': EVERYONE,

  // subjects
  'subjects.read': EVERYONE,
  'subjects.create': ADMIN,
  'subjects.update': ADMIN,
  'subjects.delete': ADMIN,

  // group types and services
  'groupTypes.read': ['ADMIN', 'MODERATOR', 'TEACHER'],
  'groupTypes.manage': ADMIN,
  'services.read': ['ADMIN', 'MODERATOR', 'TEACHER'],
  'services.manage': ADMIN,
  'services.export': ADMIN,

  // achievements, difficulties, statistics, monthly reports
  'achievements.read': EVERYONE,
  'achievements.create': ['ADMIN', 'MODERATOR', 'TEACHER'],
  'achievements.update': ['ADMIN', 'MODERATOR', 'TEACHER'],
  'achievements.archive': ['ADMIN', 'MODERATOR', 'TEACHER'],
  'achievements.delete': ADMIN,
  'achievements.export': ADMIN,
  'achievements.viewArchive': ADMIN,
  'difficulties.read': ['ADMIN', 'MODERATOR', 'TEACHER'],
  'difficulties.create': ['ADMIN', 'MODERATOR', 'TEACHER'],
  'difficulties.archive': ['ADMIN', 'MODERATOR', 'TEACHER'],
  'difficulties.delete': ADMIN,
  'difficulties.export': ADMIN,
  'statistics.view': ['ADMIN', 'TEACHER'],
  'statistics.chooseTeacher': ADMIN,
  'monthlyReports.view': ['ADMIN', 'MODERATOR', 'TEACHER'],

  // timetable
  'classes.read': ['ADMIN', 'MODERATOR', 'TEACHER'],
  /** A TEACHER only creates classes they teach, and changes only those (classes.manageAny). */
  'classes.create': ['ADMIN', 'TEACHER'],
  'classes.update': ['ADMIN', 'MODERATOR', 'TEACHER'],
  'classes.manageAny': STAFF,
  'classes.delete': ADMIN,
  'filials.read': STAFF,
  'filials.manage': ADMIN,
  'filials.export': ADMIN,
  'cabinets.read': STAFF,
  'cabinets.manage': STAFF,
  'cabinets.delete': ADMIN,
  'schedule.read': STAFF,
  'schedule.manage': STAFF,
  'schedule.delete': ADMIN,
  /** A person's week (GET /schedule/teacher|student/:id/week): TEACHER and STUDENT their own only (schedule.readAnyWeek). */
  'schedule.readWeek': EVERYONE,
  'schedule.readAnyWeek': STAFF,
  // attendance journal (docs/product/beyond.md §3): a TEACHER reads and marks the lessons they teach
  'journal.read': ['ADMIN', 'MODERATOR', 'TEACHER'],
  'journal.mark': ['ADMIN', 'MODERATOR', 'TEACHER'],
  'journal.cancel': STAFF,
  /** A STUDENT their own, a TEACHER the students of their lessons, staff anyone's. */
  'journal.readStudent': EVERYONE,
  'journal.export': ADMIN,
  'daysOff.read': EVERYONE,
  'daysOff.manage': STAFF,
  /** POST /calendar/feed: a private calendar address of one's own lessons; DELETE /calendar/feed turns it off. */
  'calendar.subscribe': EVERYONE,

  // staff and clients
  'compensations.read': STAFF,
  'compensations.manage': STAFF,
  'compensations.delete': ADMIN,
  'compensations.export': ADMIN,
  'complaints.read': STAFF,
  'complaints.manage': STAFF,
  /** POST /complaint: a student (recorded as the complaint's student) or a teacher reports a teacher. */
  'complaints.send': ['TEACHER', 'STUDENT'],
  'complaints.delete': ADMIN,
  'complaints.export': ADMIN,
  'lateness.read': STAFF,
  'lateness.manage': STAFF,
  'lateness.delete': ADMIN,
  'lateness.export': ADMIN,
  'feedback.send': ['STUDENT'],
  'feedback.read': STAFF,
  'feedback.manage': STAFF,

  // admin-only screens
  'archive.view': ADMIN,
  'settings.view': ADMIN,
  'salary.view': ADMIN,

  // the centre's money (docs/product/beyond.md §6–7): 'salary.view' is the admin's pay screen, its
  // rates and the export, 'salary.manage' the rates' writes and closing and reopening a month; a
  // TEACHER reads their own month only
  'salary.manage': ADMIN,
  'salary.readTeacher': ['ADMIN', 'TEACHER'],
  'payments.read': STAFF,
  'payments.create': STAFF,
  'payments.delete': ADMIN,
  'payments.export': ADMIN,
  /** GET /balance/student/:id: a STUDENT their own, staff anyone's. */
  'balance.read': ['ADMIN', 'MODERATOR', 'STUDENT'],
  'balance.debtors': STAFF,

  // who changed what (docs/product/beyond.md §4): the audit list, its export and every record's history
  'audit.read': ADMIN,

  // importing from Excel (docs/product/beyond.md §5); the Суперадмин role only by an ADMIN (users.manageStaff)
  'import.users': STAFF,
  'import.schedule': STAFF,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export function rolesFor(permission: Permission): readonly Role[] {
  return PERMISSIONS[permission];
}

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && (PERMISSIONS[permission] as readonly Role[]).includes(role);
}
