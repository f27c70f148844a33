import { lint } from '../../../scripts/eslint/lint-probe.cjs';

// common ← mf-auth ← web-kit ← the areas and the shell (eslint.config.mjs; docs/codebase.md, "The packages").
describe('the packages import one way', () => {
  it('when the base imports React, MUI, the session or the web kit, then lint fails', () => {
    const result = lint(
      'common/src/format/direction-probe.ts',
      [
        "import { useState } from 'react';",
        "import { Box } from '@mui/material';",
        "import { http } from 'mf_auth/session';",
        "import { Loading } from '@diary/web-kit';",
        'export const probe = [useState, Box, http, Loading];',
        '',
      ].join('\n'),
    );
    expect(result.status).toBe(1);
    expect(result.output.match(/без React, MUI, MobX и mf_auth/g)).toHaveLength(4);
  }, 30_000);

  it('when mf-auth imports the web kit, then lint fails: the kit imports the session', () => {
    const result = lint(
      'mf-auth/src/login/direction-probe.ts',
      "import { Loading } from '@diary/web-kit';\nexport const probe = Loading;\n",
    );
    expect(result.status).toBe(1);
    expect(result.output).toContain('mf-auth ниже @diary/web-kit');
  }, 30_000);

  it('when an area reaches into the base or the kit by folder, then lint fails and names the package', () => {
    const result = lint(
      'mf-teacher/src/journal/direction-probe.ts',
      [
        "import { LatestLoad } from '../../../web-kit/src/ui/crud/LatestLoad';",
        "import { formatPrice } from '../../../common/src/format/money';",
        'export const probe = [LatestLoad, formatPrice];',
        '',
      ].join('\n'),
    );
    expect(result.status).toBe(1);
    expect(result.output.match(/Импортируйте @diary\/common \(или его файл/g)).toHaveLength(2);
  }, 30_000);

  it('when the kit imports the base by name and the session, and an area imports both, then lint passes', () => {
    const kit = lint(
      'web-kit/src/ui/direction-probe.ts',
      "import { formatPrice } from '@diary/common/format/money';\nimport { http } from 'mf_auth/session';\nexport const probe = [formatPrice, http];\n",
    );
    expect(kit.output).toBe('');
    expect(kit.status).toBe(0);
    const area = lint(
      'mf-teacher/src/journal/direction-probe.ts',
      "import { ROLE_VALUES } from '@diary/common';\nimport { LatestLoad } from '@diary/web-kit';\nexport const probe = [ROLE_VALUES, LatestLoad];\n",
    );
    expect(area.output).toBe('');
    expect(area.status).toBe(0);
  }, 30_000);
});
