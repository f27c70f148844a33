import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { createApp } from '../src/app';
import type { Config } from '../src/config';
import type { Database } from '../src/db/client';
import { DEFAULT_REMOTES_CONFIG } from '../src/web/frontends';
import { silentLogger, testConfig } from './harness';

const CHUNK = `export const lessons = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Урок ${i}`))};`;
const SHELL_HTML = '<!doctype html><html><head><script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';

let root: string;

function write(file: string, content: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), content);
}

beforeAll(() => {
  // A built portal in miniature: the shell and one remote.
  root = mkdtempSync(path.join(tmpdir(), 'diary-static-'));
  write('shell/dist/index.html', SHELL_HTML);
  write('shell/dist/main.js', 'import("./bootstrap");');
  write('mf-teacher/dist/mf-manifest.json', '{"name":"mf_teacher"}');
  write('mf-teacher/dist/remoteEntry.js', 'var mf_teacher;');
  write('remotes.json', JSON.stringify({ mf_teacher: 'https://cdn.example.org/mf-teacher/mf-manifest.json' }));
  // A hashed chunk with the variants the build writes beside it.
  write('mf-teacher/dist/1044.e8978d53.js', CHUNK);
  writeFileSync(path.join(root, 'mf-teacher/dist/1044.e8978d53.js.br'), brotliCompressSync(CHUNK));
  writeFileSync(path.join(root, 'mf-teacher/dist/1044.e8978d53.js.gz'), gzipSync(CHUNK));
  writeFileSync(path.join(root, 'shell/dist/main.js.gz'), gzipSync('import("./bootstrap");'));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

const http = (config: Partial<Config> = {}) =>
  supertest(createApp({ db: {} as Database, config: testConfig({ staticRoot: root, ...config }), logger: silentLogger }));

describe('serving the built frontends', () => {
  it('when / is fetched, then the shell’s index.html, not cached', async () => {
    const response = await http().get('/');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.text).toBe(SHELL_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
    // a first visit there may need the login form alone
    expect(response.headers.link).toBeUndefined();
  });

  it.each(['/teacher/achivements', '/admin/classes/7', '/no/such/page'])(
    'when the client route %s is fetched, then index.html (client-side routing), the portal’s script preloaded',
    async (url) => {
      const response = await http().get(url);
      expect(response.status).toBe(200);
      expect(response.text).toBe(SHELL_HTML);
      expect(response.headers.link).toBe('</main.js>; rel=preload; as=script');
    },
  );

  it('when the shell’s script is fetched, then the file', async () => {
    const response = await http().get('/main.js');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
  });

  it('when a remote’s files are fetched, then they are served from <remote>/dist, the manifest not cached', async () => {
    const manifest = await http().get('/mf-teacher/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.body).toEqual({ name: 'mf_teacher' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    expect((await http().get('/mf-teacher/remoteEntry.js')).status).toBe(200);
  });

  it('when a hashed file is fetched, then the precompressed variant the browser takes, cached for a year', async () => {
    const raw = (request: supertest.Test) =>
      request.buffer(true).parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    const br = await raw(http().get('/mf-teacher/1044.e8978d53.js').set('Accept-Encoding', 'gzip, deflate, br'));
    expect(br.status).toBe(200);
    expect(br.headers).toEqual(
      expect.objectContaining({
        'content-encoding': 'br',
        vary: 'Accept-Encoding',
        'cache-control': 'public, max-age=31536000, immutable',
      }),
    );
    expect(br.headers['content-type']).toMatch(/javascript/);
    // What went over the wire is the brotli file (superagent decodes it on the way in).
    expect(Number(br.headers['content-length'])).toBe(brotliCompressSync(CHUNK).length);
    expect((br.body as Buffer).toString()).toBe(CHUNK);

    const gz = await raw(http().get('/mf-teacher/1044.e8978d53.js').set('Accept-Encoding', 'gzip'));
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(Number(gz.headers['content-length'])).toBe(gzipSync(CHUNK).length);
    expect((gz.body as Buffer).toString()).toBe(CHUNK);

    const plain = await raw(http().get('/mf-teacher/1044.e8978d53.js').set('Accept-Encoding', 'identity'));
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((plain.body as Buffer).toString()).toBe(CHUNK);
  });

  it('when a file that names others is fetched, then it is revalidated every time, compressed or not', async () => {
    for (const url of ['/main.js', '/mf-teacher/remoteEntry.js', '/mf-teacher/mf-manifest.json']) {
      expect((await http().get(url).set('Accept-Encoding', 'identity')).headers['cache-control']).toBe('no-cache');
    }
    const gz = await http().get('/main.js').set('Accept-Encoding', 'gzip');
    expect([gz.headers['content-encoding'], gz.headers['cache-control']]).toEqual(['gzip', 'no-cache']);
  });

  it('when a path climbs out of the folder, then no file outside it is sent', async () => {
    const response = await http().get('/mf-teacher/..%2f..%2fremotes.json').set('Accept-Encoding', 'gzip, br');
    expect(response.status).toBe(404);
  });

  it('when a remote’s file is missing, then 404 (not the shell page)', async () => {
    expect((await http().get('/mf-teacher/missing.js')).status).toBe(404);
    expect((await http().get('/mf-student/mf-manifest.json')).status).toBe(404);
  });

  it('when /remotes.json is fetched without REMOTES_CONFIG, then the built-in same-origin manifests', async () => {
    const response = await http().get('/remotes.json');
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toEqual(DEFAULT_REMOTES_CONFIG);
    expect(response.body).toEqual({
      mf_auth: '/mf-auth/mf-manifest.json',
      mf_teacher: '/mf-teacher/mf-manifest.json',
      mf_student: '/mf-student/mf-manifest.json',
      mf_admin_reports: '/mf-admin-reports/mf-manifest.json',
      mf_admin_schedule: '/mf-admin-schedule/mf-manifest.json',
      mf_admin_settings: '/mf-admin-settings/mf-manifest.json',
    });
  });

  it('when REMOTES_CONFIG names a file, then /remotes.json is that file and the CSP allows the remotes’ origin', async () => {
    const app = http({ remotesConfig: path.join(root, 'remotes.json') });
    const response = await app.get('/remotes.json');
    expect(response.body).toEqual({ mf_teacher: 'https://cdn.example.org/mf-teacher/mf-manifest.json' });
    const csp = (await app.get('/')).headers['content-security-policy'];
    expect(csp).toContain("script-src 'self' https://cdn.example.org");
    expect(csp).toContain("connect-src 'self' https://cdn.example.org");
  });

  it('when the shell page is served, then its CSP lets the app run: own scripts, inline styles, data:/blob: images', async () => {
    const csp = (await http().get('/')).headers['content-security-policy'] ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).not.toContain('unsafe-eval');
  });

  it('when an unknown /api path is fetched, then still 404 JSON, not the shell page', async () => {
    const response = await http().get('/api/nothing/here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Ресурс не найден', code: 'NOT_FOUND' });
  });

  it('when the shell is not built, then a clear 503 instead of a crash', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'diary-empty-'));
    const response = await http({ staticRoot: empty }).get('/teacher');
    expect(response.status).toBe(503);
    expect(response.text).toMatch(/npm run build/);
    rmSync(empty, { recursive: true, force: true });
  });

  it('when static serving is off (no staticRoot), then non-API paths are 404', async () => {
    const response = await http({ staticRoot: null }).get('/');
    expect(response.status).toBe(404);
  });
});
