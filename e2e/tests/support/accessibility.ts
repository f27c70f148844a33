import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The impacts a journey refuses: axe's 'serious' and 'critical'. */
const REFUSED = new Set(['serious', 'critical']);

/** Until the page's finite animations and transitions end: a dialog fading in would read as low contrast. */
export async function settled(page: Page) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const iterations = animation.effect?.getTiming().iterations;
      return iterations === Infinity || animation.playState !== 'running';
    }),
  );
}

/**
 * axe-core over the page as it is: its serious and critical violations, one readable line per
 * element ('color-contrast (serious) …: <selector> — <what is wrong>'), none when it passes.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await settled(page);
  // axe.run in the page itself: the portal has no frames, and the default mode's partial runs,
  // finished in a blank page of their own, cost a new page and two more injections per analysis.
  // Only the violations are gathered: every rule still runs, but the passing elements (thousands on
  // a grid) are not each described and sent back.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations
    .filter((violation) => REFUSED.has(violation.impact ?? ''))
    .flatMap((violation) =>
      violation.nodes.map((node) => {
        const why = (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
        return `${violation.id} (${violation.impact}) ${violation.help}: ${node.target.join(' ')} — ${why} [${violation.helpUrl}]`;
      }),
    );
}
