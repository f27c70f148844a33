import { spawnSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
// eslint's package exports hide its bin from require.resolve: the path is the package's own.
const ESLINT = path.join(ROOT, 'node_modules/eslint/bin/eslint.js');

/** Lints a file that is not on disk, as if it stood at `file`, with the repository's config. */
function lint(file: string, code: string) {
  const run = spawnSync(process.execPath, [ESLINT, '--stdin', '--stdin-filename', file], { cwd: ROOT, input: code, encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

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
