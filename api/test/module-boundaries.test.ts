import { lint } from '../../scripts/eslint/lint-probe.cjs';

describe('the API modules meet only through their public files (eslint.config.mjs)', () => {
  it('when a module imports another module’s inner file, then lint fails and says where shared code goes', () => {
    const result = lint(
      'api/src/modules/complaints/boundary-probe.ts',
      "import { something } from '../compensation/compensation.export';\nexport const probe = something;\n",
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain('Другой модуль API — только через его *.service или *.repository');
  });

  it('when a module uses another’s service or repository, or the shared people of api/src/db, then lint passes', () => {
    const result = lint(
      'api/src/modules/complaints/boundary-probe.ts',
      [
        "import { listCabinets } from '../cabinets/cabinets.service';",
        "import { studentsOf } from '../schedule/lessons.repository';",
        "import { teacherUser } from '../../db/people';",
        'export const probe = [listCabinets, studentsOf, teacherUser];',
        '',
      ].join('\n'),
    );
    expect(result.output).not.toContain('no-restricted-imports');
  }, 30_000);
});

describe('the API floors point one way: errors ← db ← auth ← http ← modules (eslint.config.mjs)', () => {
  it.each([
    ['api/src/db/people.ts', "import { validate } from '../http/validate';"],
    ['api/src/db/people.ts', "import { authenticate } from '../auth/guards';"],
    ['api/src/errors/app-error.ts', "import { createDatabase } from '../db/client';"],
    ['api/src/auth/guards.ts', "import { listSubjects } from '../modules/subjects/subjects.service';"],
    ['api/src/http/pagination.ts', "import { verifyAccessToken } from '../auth/tokens';"],
    ['api/src/http/pagination.ts', "import { apiRoutes } from '../routes';"],
  ])(
    'when %s imports upward (%s), then lint fails',
    (file, line) => {
      const result = lint(file, `${line}\nexport const probe = 1;\n`);
      expect(result.status).toBe(1);
      expect(result.output).toContain('таблицы маршрутов');
    },
    30_000,
  );

  it('when a floor imports those below it, then lint passes', () => {
    const result = lint(
      'api/src/http/pagination.ts',
      [
        "import { badRequest } from '../errors/app-error';",
        "import { namedRows } from '../db/client';",
        'export const probe = [badRequest, namedRows];',
        '',
      ].join('\n'),
    );
    expect(result.output).not.toContain('no-restricted-imports');
  }, 30_000);
});

describe('no import cycles, within a package or across packages (import-x/no-cycle in eslint.config.mjs)', () => {
  it('when a shared file imports a module that imports it back, then lint fails', () => {
    // Linted as if it were api/src/db/people.ts, which the schedule's service imports.
    const result = lint(
      'api/src/db/people.ts',
      "import { getLesson } from '../modules/schedule/schedule.service';\nexport const probe = getLesson;\n",
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain('import-x/no-cycle');
  }, 30_000);

  it('when common imports a remote that imports common back, then lint fails', () => {
    // Linted as if it were common/src/format/index.ts; the session's store imports @diary/common.
    const result = lint('common/src/format/index.ts', "import { session } from 'mf_auth/session';\nexport const probe = session;\n");
    expect(result.status).toBe(1);
    expect(result.output).toContain('import-x/no-cycle');
  }, 30_000);

  it('when the imports only go one way, then no-cycle says nothing', () => {
    const result = lint(
      'api/src/modules/complaints/cycle-probe.ts',
      "import { getLesson } from '../schedule/schedule.service';\nexport const probe = getLesson;\n",
    );
    expect(result.output).not.toContain('no-cycle');
  }, 30_000);
});
