import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { ENV_VARIABLES, loadConfig, publicOrigin, publicUrlWarning, withSecrets } from '../src/config';
import { StartupError } from '../src/errors/startup-error';

const ROOT = path.resolve(__dirname, '../..');

describe('loadConfig', () => {
  it('when the environment is empty, then the defaults of docs/api/contract.md', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      databaseUrl: null,
      dataDir: path.resolve('./data'),
      jwtSecret: null,
      jwtRefreshSecret: null,
      adminUsername: 'admin',
      adminPassword: null,
      remotesConfig: null,
      staticRoot: path.resolve(__dirname, '../..'),
      trustProxy: false,
      answerCacheMb: 32,
      nodeEnv: 'development',
      publicUrl: null,
      logLevel: 'info',
      centreTimeZone: 'Europe/Moscow',
      dbStatementTimeoutMs: 30_000,
    });
  });

  it('when variables are set, then they are used', () => {
    const config = loadConfig({
      PORT: '3999',
      DATABASE_URL: 'postgres://u@h/db',
      DATA_DIR: '/tmp/diary',
      JWT_SECRET: 'a',
      JWT_REFRESH_SECRET: 'b',
      ADMIN_USERNAME: 'chief',
      ADMIN_PASSWORD: 'secret1',
      REMOTES_CONFIG: '/etc/diary/remotes.json',
      STATIC_ROOT: '/srv/portal',
      TRUST_PROXY: 'loopback',
      ANSWER_CACHE_MB: '0',
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://diary.example.ru/',
      LOG_LEVEL: 'warn',
      CENTRE_TIME_ZONE: 'Asia/Yekaterinburg',
      DB_STATEMENT_TIMEOUT_MS: '120000',
    });
    expect(config).toEqual({
      port: 3999,
      databaseUrl: 'postgres://u@h/db',
      dataDir: '/tmp/diary',
      jwtSecret: 'a',
      jwtRefreshSecret: 'b',
      adminUsername: 'chief',
      adminPassword: 'secret1',
      remotesConfig: '/etc/diary/remotes.json',
      staticRoot: '/srv/portal',
      trustProxy: 'loopback',
      answerCacheMb: 0,
      nodeEnv: 'production',
      publicUrl: 'https://diary.example.ru',
      logLevel: 'warn',
      centreTimeZone: 'Asia/Yekaterinburg',
      dbStatementTimeoutMs: 120_000,
    });
  });

  it('when STATIC_ROOT is empty, then no frontends are served; TRUST_PROXY=1 is a hop count', () => {
    const config = loadConfig({ STATIC_ROOT: '', TRUST_PROXY: '1' });
    expect(config.staticRoot).toBeNull();
    expect(config.trustProxy).toBe(1);
  });

  it.each(['abc', '-1'])('when ANSWER_CACHE_MB is "%s", then it refuses to start', (mb) => {
    expect(() => loadConfig({ ANSWER_CACHE_MB: mb })).toThrow(/ANSWER_CACHE_MB/);
  });

  it.each(['abc', '70000', '-1'])('when PORT is "%s", then it refuses to start', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(/PORT/);
  });

  it.each([
    ['PUBLIC_URL', 'diary.example.ru'],
    ['PUBLIC_URL', 'ftp://diary.example.ru'],
    ['LOG_LEVEL', 'loud'],
    ['CENTRE_TIME_ZONE', 'Europe/Atlantis'],
    ['DB_STATEMENT_TIMEOUT_MS', '1.5'],
    ['DB_STATEMENT_TIMEOUT_MS', '-1'],
  ])('when %s is "%s", then it refuses to start with one line naming the variable', (name, value) => {
    let thrown: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(StartupError);
    expect((thrown as Error).message).toContain(name);
    expect((thrown as Error).message).not.toContain('\n');
  });

  it('when DB_STATEMENT_TIMEOUT_MS is 0, then statements have no limit; PUBLIC_URL http stays http', () => {
    const config = loadConfig({ DB_STATEMENT_TIMEOUT_MS: '0', PUBLIC_URL: 'http://10.0.0.5:8080' });
    expect(config.dbStatementTimeoutMs).toBe(0);
    expect(config.publicUrl).toBe('http://10.0.0.5:8080');
  });
});

describe('the public address (PUBLIC_URL)', () => {
  it('when PUBLIC_URL is set, then the addresses the API hands out start with it; unset, with http://localhost:<PORT>', () => {
    expect(publicOrigin(loadConfig({ PUBLIC_URL: 'https://diary.example.ru/', PORT: '3999' }))).toBe('https://diary.example.ru');
    expect(publicOrigin(loadConfig({ PORT: '3999' }))).toBe('http://localhost:3999');
    expect(publicOrigin(loadConfig({}))).toBe('http://localhost:3000');
  });

  it('when production runs without PUBLIC_URL, then the start warns once, in Russian, naming the address it uses instead', () => {
    expect(publicUrlWarning(loadConfig({ NODE_ENV: 'production', PORT: '8080' }))).toBe(
      'PUBLIC_URL не задан: адреса календарей, которые выдаёт портал, начинаются с http://localhost:8080. Задайте PUBLIC_URL — адрес, который открывают люди (например, https://diary.example.ru)',
    );
    expect(publicUrlWarning(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://diary.example.ru' }))).toBeNull();
    expect(publicUrlWarning(loadConfig({}))).toBeNull();
  });
});

describe('the list of environment variables (config.ts is the one place that reads them)', () => {
  const names = ENV_VARIABLES.map((variable) => variable.name);
  const composeText = readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8');
  /** Variables docker compose itself reads from .env: ${NAME}, ${NAME:-…}, ${NAME:?…}. */
  const composeReads = [...new Set([...composeText.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]!))];
  const composeOnly = composeReads.filter((name) => !names.includes(name));

  it('loadConfig reads exactly the variables of ENV_VARIABLES', () => {
    const read = new Set<string>();
    const env = new Proxy({} as NodeJS.ProcessEnv, {
      get: (_target, key) => {
        if (typeof key === 'string') read.add(key);
        return undefined;
      },
    });
    loadConfig(env);
    expect([...read].sort()).toEqual([...names].sort());
  });

  it('nothing else under api/src reads process.env (LOG_LEVEL included)', () => {
    const sources = readdirSync(path.join(ROOT, 'api/src'), { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts'));
    const readers = sources.filter((file) => /process\.env(\.|\[)/.test(readFileSync(path.join(ROOT, 'api/src', file), 'utf8')));
    expect(readers).toEqual([]);
  });

  it("docker compose reads only the app's variables and POSTGRES_PASSWORD", () => {
    expect(composeOnly).toEqual(['POSTGRES_PASSWORD']);
    // and passes every one it reads to a container
    const compose = parse(composeText, { merge: true }) as { services: Record<string, { environment?: Record<string, string> }> };
    const passed = Object.values(compose.services).flatMap((service) => Object.values(service.environment ?? {}));
    for (const name of composeReads.filter((name) => name !== 'PORT')) {
      expect(passed.some((value) => String(value).includes(`\${${name}`))).toBe(true);
    }
  });

  it("the README's configuration table lists exactly those variables and the compose-only ones", () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const section = /\n## Configuration\n([\s\S]*?)\n## /.exec(readme)?.[1] ?? '';
    const rows = section.split('\n').filter((line) => /^\|\s*`/.test(line));
    const listed = rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]!));
    expect([...listed].sort()).toEqual([...names, ...composeOnly].sort());
  });

  it('.env.example lists exactly those variables and the compose-only ones', () => {
    const example = readFileSync(path.join(ROOT, '.env.example'), 'utf8');
    const listed = [...example.matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...names, ...composeOnly].sort());
  });
});

describe('withSecrets', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'diary-config-')), 'data');
  });
  afterEach(() => rmSync(path.dirname(dataDir), { recursive: true, force: true }));

  it('when no secrets are set, then they are generated once into DATA_DIR/secrets.json and reused', () => {
    const first = withSecrets(loadConfig({ DATA_DIR: dataDir }));
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(first.jwtRefreshSecret).not.toBe(first.jwtSecret);
    const file = path.join(dataDir, 'secrets.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ jwtSecret: first.jwtSecret, jwtRefreshSecret: first.jwtRefreshSecret });
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const second = withSecrets(loadConfig({ DATA_DIR: dataDir }));
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.jwtRefreshSecret).toBe(first.jwtRefreshSecret);
  });

  it('when both secrets are set, then they are used and nothing is written', () => {
    const config = withSecrets(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'env-a', JWT_REFRESH_SECRET: 'env-b' }));
    expect(config.jwtSecret).toBe('env-a');
    expect(config.jwtRefreshSecret).toBe('env-b');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('when one secret is set, then it wins and the other comes from the file', () => {
    const config = withSecrets(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'env-a' }));
    expect(config.jwtSecret).toBe('env-a');
    expect(config.jwtRefreshSecret).toBe(JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')).jwtRefreshSecret);
  });
});
