import { expect, test, type Page } from '@playwright/test';
import { loginAsAdmin } from './support/portal';

/**
 * Two tabs of one browser share the refresh cookie, and the server rotates it at every refresh:
 * a rotated token presented again revokes the whole session. So when both tabs find their
 * access token expired at the same moment, they must not both refresh — the loser would log
 * the user out everywhere. mf-auth takes a Web Lock around the refresh; the second tab takes
 * the token the first one got.
 */

test.beforeEach(async ({ context }) => {
  // For every tab of the context (acceptCookies covers only one page).
  await context.addInitScript(() => window.localStorage.setItem('cookieAccepted', 'true'));
});

/**
 * The stored access token (localStorage is shared by the tabs) replaced by the same token with
 * an expiry in the past: well formed, but the server refuses it, so the next call of either
 * tab gets a 401.
 */
async function expireAccessToken(page: Page) {
  await page.evaluate(() => {
    const token = window.localStorage.getItem('token');
    if (!token) throw new Error('no access token stored');
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(atob((payload ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as { exp: number };
    claims.exp = Math.floor(Date.now() / 1000) - 60;
    const expired = btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    window.localStorage.setItem('token', `${header}.${expired}.${signature}`);
  });
}

/** A navigation inside the single-page app (no reload): the page's data is fetched with the stored token. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function expectSignedIn(page: Page, path: string) {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('button', { name: 'ВЫХОД' })).toBeVisible();
}

/** The page's data arriving (200): a tab that was logged out never gets it. */
const loaded = (page: Page, apiPath: string) =>
  page.waitForResponse((response) => new URL(response.url()).pathname === apiPath && response.status() === 200, { timeout: 15_000 });

test('two tabs whose access tokens expire together both refresh at once and stay signed in', async ({ context, page }) => {
  await loginAsAdmin(page);
  // From here on, every refresh of either tab must succeed (before the login, the start's refresh had no cookie).
  const refreshes: number[] = [];
  context.on('response', (response) => {
    if (new URL(response.url()).pathname === '/api/auth/refresh') refreshes.push(response.status());
  });
  const second = await context.newPage();
  await second.goto('/admin/members');
  await expectSignedIn(second, '/admin/members');
  const tabs = [page, second];

  // Both tabs reload at the same moment: each starts its session with a refresh.
  for (let round = 0; round < 3; round += 1) {
    await expireAccessToken(page);
    const answers = tabs.map((tab) => loaded(tab, '/api/users'));
    await Promise.all(tabs.map((tab) => tab.reload()));
    for (const answer of answers) await answer;
    for (const tab of tabs) await expectSignedIn(tab, '/admin/members');
  }

  // Both tabs load a page at the same moment: each call gets a 401, then a refresh.
  for (const [pagePath, apiPath] of [
    ['/admin/subjects', '/api/subjects'],
    ['/admin/members', '/api/users'],
  ] as const) {
    await expireAccessToken(page);
    const answers = tabs.map((tab) => loaded(tab, apiPath));
    await Promise.all(tabs.map((tab) => navigateInApp(tab, pagePath)));
    // Each tab's first call gets the 401 of the expired token; after the refresh, the retry gets the data.
    for (const answer of answers) await answer;
    for (const tab of tabs) await expectSignedIn(tab, pagePath);
  }

  // The session family was never revoked: a refresh still works in each tab, one after the other.
  for (const tab of tabs) {
    await tab.reload();
    await expectSignedIn(tab, '/admin/members');
  }
  expect(refreshes.length).toBeGreaterThanOrEqual(5);
  expect(refreshes.filter((status) => status !== 200)).toEqual([]);
});
