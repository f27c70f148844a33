/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const { importedSubpaths } = require('../shared-subpaths.cjs') as {
  importedSubpaths(packages: readonly string[], except: RegExp, folders?: readonly string[]): string[];
};
const { sharedSingletons } = require('../shared.cjs') as {
  sharedSingletons(): Record<string, { singleton: boolean; requiredVersion: false | string; version?: string }>;
};

describe('the subpaths of shared libraries the sources import', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'shared-subpaths-'));
    mkdirSync(path.join(folder, 'ui', '__tests__'), { recursive: true });
    writeFileSync(
      path.join(folder, 'ui', 'Field.tsx'),
      [
        "import { DatePicker } from '@mui/x-date-pickers/DatePicker';",
        "import type { PickerValue } from '@mui/x-date-pickers/models';",
        "import { ruRU } from '@mui/x-date-pickers/locales';",
        "import 'dayjs/locale/ru';",
        "import dayjs from 'dayjs';",
        "export { styled } from '@mui/material/styles';",
        "const Chart = () => import('@mui/x-charts/BarChart');",
      ].join('\n'),
    );
    writeFileSync(path.join(folder, 'ui', '__tests__', 'Field.test.tsx'), "import { TimePicker } from '@mui/x-date-pickers/TimePicker';");
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('are every value, side-effect, re-export and dynamic import, without types, locales, the package itself or tests', () => {
    expect(importedSubpaths(['@mui/material', '@mui/x-date-pickers', '@mui/x-charts', 'dayjs'], /\/locales?$/, [folder])).toEqual([
      '@mui/material/styles',
      '@mui/x-charts/BarChart',
      '@mui/x-date-pickers/DatePicker',
      'dayjs/locale/ru',
    ]);
  });
});

describe("every build's shared modules (shared.cjs)", () => {
  const shared = sharedSingletons();

  it("share each deep import the portal makes by its own key, and the icons' SvgIcon", () => {
    for (const key of ['@mui/material/styles', '@mui/x-date-pickers/DatePicker', 'dayjs/locale/ru', '@mui/material/SvgIcon']) {
      expect(shared[key]).toBeDefined();
    }
  });

  it('have no key for a whole prefix, none for a locale, and none for what only the shell builds (MUI’s styling engine)', () => {
    const keys = Object.keys(shared);
    expect(keys.filter((key) => key.endsWith('/') || /\/locales?$/.test(key))).toEqual([]);
    expect(keys.filter((key) => /^@emotion\/|^@mui\/system/.test(key))).toEqual([]);
  });

  it('are single copies the federation does not compare versions of', () => {
    expect(Object.values(shared).every((options) => options.singleton && options.requiredVersion === false)).toBe(true);
  });
});
