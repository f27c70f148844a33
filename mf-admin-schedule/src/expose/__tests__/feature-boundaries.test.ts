import { lint } from '../../../../scripts/eslint/lint-probe.cjs';

describe('the feature folders of a remote meet only through their index.ts (eslint.config.mjs)', () => {
  it('when a feature imports an inner file of another feature, then lint fails and names the index to use', () => {
    const result = lint(
      'mf-admin-schedule/src/timetable/boundary-probe.ts',
      "import { LessonPageStore } from '../lessons/LessonPageStore';\nexport const probe = LessonPageStore;\n",
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain("Папка 'lessons' — только через её index.ts ('../lessons')");
  }, 30_000);

  it('when a feature imports another through its index, or its own inner files, then lint passes', () => {
    const result = lint(
      'mf-admin-schedule/src/timetable/boundary-probe.ts',
      [
        "import { LessonPage } from '../lessons';",
        "import { infoOf } from '../filials/index';",
        "import { TimetableStore } from './TimetableStore';",
        'export const probe = [LessonPage, infoOf, TimetableStore];',
        '',
      ].join('\n'),
    );
    expect(result.output).not.toContain('feature/index-only');
    expect(result.status).toBe(0);
  }, 30_000);

  it('when a test uses another folder’s test doubles, then lint passes', () => {
    const result = lint(
      'mf-admin-schedule/src/timetable/__tests__/boundary-probe.test.ts',
      "import { makeFilial } from '../../shared/__tests__/fakes';\nexport const probe = makeFilial;\n",
    );
    expect(result.output).not.toContain('feature/index-only');
  }, 30_000);
});
