/**
 * Files that cannot read the remotes registry (JSON without imports, prose) must say what it says.
 * docker-compose.yml and the nginx gateway are compared in api/test/deployment.test.ts.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FRONTEND_FOLDERS, REMOTES } from '../constants/remotes';

const ROOT = path.resolve(__dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
/** JSON with // comments (tsconfig). */
const readJsonc = (file: string) => JSON.parse(read(file).replace(/^\s*\/\/.*$/gm, '')) as Record<string, unknown>;

describe('every remote of the registry', () => {
  it.each(FRONTEND_FOLDERS)('%s is an npm workspace', (folder) => {
    expect((JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces).toContain(folder);
  });

  it.each(FRONTEND_FOLDERS)('%s is type-checked by tsconfig.web.json', (folder) => {
    expect(readJsonc('tsconfig.web.json').include).toContain(`${folder}/src`);
  });

  it.each(FRONTEND_FOLDERS)('%s is in the README’s table of folders', (folder) => {
    expect(read('README.md')).toContain(`| \`${folder}/\` |`);
  });

  it.each(FRONTEND_FOLDERS)('%s builds with the one webpack factory from its entry', (folder) => {
    expect(read(`${folder}/webpack.config.js`)).toContain('createConfig({ dir: __dirname })');
    expect(existsSync(path.join(ROOT, folder, 'src/index.ts'))).toBe(true);
  });

  it.each(REMOTES.map((remote) => [remote.name, remote] as const))('%s exposes files that exist', (_name, remote) => {
    for (const file of Object.values(remote.exposes)) expect(existsSync(path.join(ROOT, remote.folder, file))).toBe(true);
  });

  it('each federation module tsconfig.web.json maps (mf_auth/session) is the file its remote exposes', () => {
    const paths = (readJsonc('tsconfig.web.json').compilerOptions as { paths: Record<string, string[]> }).paths;
    const federated = Object.entries(paths).filter(([key]) => /^mf_/.test(key));
    expect(federated.length).toBeGreaterThan(0);
    for (const [key, [file]] of federated) {
      const [name, module] = key.split('/');
      const remote = REMOTES.find((candidate) => candidate.name === name);
      expect(remote && path.join(remote.folder, remote.exposes[`./${module}`] ?? '?')).toBe(path.normalize(file!));
    }
  });
});
