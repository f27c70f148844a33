import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadConfig, withSecrets } from '../src/config';

describe('loadConfig', () => {
  it('when the environment is empty, then the defaults of API.md', () => {
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
