import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { acceptCookies, createUserViaApi, login, uniqueLogin } from './support/portal';

// #16: files named by their content are cached for a year, entry files are asked for again on every load,
// and the service worker serves the first from its cache and fetches the second from the network first.
// Redeploying one remote alone must still show on the next reload, on a phone with the worker installed.
test.use({ serviceWorkers: 'allow', viewport: { width: 375, height: 667 } });

const HEADING = 'Достижения';
const CHANGED = 'Достижения — новая версия';
/** What a rebuild of mf-student alone rewrites: its entry files (and their compressed copies). */
const ENTRY_FILES = ['remoteEntry.js', 'mf-manifest.json'].flatMap((file) => [file, `${file}.br`, `${file}.gz`]);

/**
 * Deploys mf-student as a rebuild with one changed text would leave it: the chunk holding the text under a
 * new content hash, and entry files that name it. Returns what puts the built remote back.
 */
function redeployStudentRemote(): () => void {
  // the tests' folder is e2e/tests
  const DIST = path.resolve(test.info().config.rootDir, '../../mf-student/dist');
  const chunk = readdirSync(DIST).find(
    (file) => /^\d+\.[0-9a-f]{8}\.js$/.test(file) && readFileSync(path.join(DIST, file), 'utf8').includes(`"${HEADING}"`),
  );
  if (!chunk) throw new Error(`no chunk of mf-student holds "${HEADING}"`);
  const [id, hash] = chunk.split('.');
  const newHash = [...hash!].reverse().join('');
  const newChunk = `${id}.${newHash}.js`;
  const saved = new Map(
    ENTRY_FILES.filter((file) => existsSync(path.join(DIST, file))).map((file) => [file, readFileSync(path.join(DIST, file))]),
  );

  writeFileSync(path.join(DIST, newChunk), readFileSync(path.join(DIST, chunk), 'utf8').replaceAll(`"${HEADING}"`, `"${CHANGED}"`));
  for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
    writeFileSync(path.join(DIST, file), saved.get(file)!.toString('utf8').replaceAll(hash!, newHash));
    // the rebuild's compressed copies would carry the same change; without them the server sends the file itself
    for (const suffix of ['.br', '.gz']) rmSync(path.join(DIST, file + suffix), { force: true });
  }
  return () => {
    rmSync(path.join(DIST, newChunk), { force: true });
    for (const [file, content] of saved) writeFileSync(path.join(DIST, file), content);
  };
}

test('a remote redeployed alone shows on the next reload, through the browser cache and the service worker', async ({ page, request }) => {
  const student = {
    username: uniqueLogin('rdp'),
    password: 'Redeploy-pass-42',
    first_name: 'Ия',
    second_name: 'Новикова',
    roles: ['STUDENT'],
  };
  await createUserViaApi(request, student);
  await acceptCookies(page);
  await login(page, student.username, student.password);
  await expect(page.getByRole('heading', { level: 1, name: HEADING, exact: true })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: HEADING, exact: true })).toBeVisible();

  const restore = redeployStudentRemote();
  try {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: CHANGED })).toBeVisible();
  } finally {
    restore();
  }
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: HEADING, exact: true })).toBeVisible();
});
