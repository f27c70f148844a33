// Checks that the Docker images of docker-compose.yml build as shipped, without Docker.
//
//   node scripts/check-docker-builds.mjs           static check (a second or two; api/test/deployment.test.ts runs it)
//   npm run check:docker                           the full run (--build): the build steps themselves
//   node scripts/check-docker-builds.mjs --build --only api      one service
//   node scripts/check-docker-builds.mjs --dockerfile <file> [--arg APP=shell] [--json]
//
// The static check reads each Dockerfile the compose file builds (with the service's build args)
// and follows it stage by stage over the build context (the repository's files as git sees them,
// less .dockerignore): every file a COPY names exists (in the context, or in the stage it copies
// from, made there by an earlier step); `npm ci` finds package.json, the lockfile and the
// workspaces it names; every base image is a supported Node LTS or stable nginx (SUPPORTED_BASES);
// every `npx <bin>` / `npm run` command is provided by a package that an
// earlier `npm ci` of that stage installs — computed from package-lock.json for the flags given
// (--workspace, --include-workspace-root, --omit=dev, NODE_ENV=production); `tsc -b` finds its
// tsconfig files; the final CMD's file exists. Also: the context leaves out what git ignores
// (secrets in .env, build info that would make tsc skip a build).
//
// The full run repeats the steps in a clean copy: the context copied to a temp folder, each stage
// a folder of its own, COPY as copies, and the RUN steps that build (npm ci with the npm cache
// preferred, npx, npm run, cd) run there; other shell steps (mkdir, chown, mv) are skipped and
// nginx stages only copy. An image whose CMD runs node and whose service has an HTTP healthcheck
// is then started (PGlite in a temp DATA_DIR) and must answer that healthcheck.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// ---------------------------------------------------------------------------------------------
// Reading files

/** JSON with // and /* comments and trailing commas (tsconfig). */
export function parseJsonc(text) {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char === '"') {
      let j = i + 1;
      while (j < text.length && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j;
    } else if (char === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i += 1;
      out += '\n';
    } else if (char === '/' && text[i + 1] === '*') {
      i = text.indexOf('*/', i + 2) + 1;
    } else {
      out += char;
    }
  }
  return JSON.parse(out.replace(/,(\s*[}\]])/g, '$1'));
}

/** Instructions of a Dockerfile: { line, keyword, args } with continuations joined, comments dropped. */
export function parseDockerfile(text) {
  const instructions = [];
  let buffer = '';
  let start = 0;
  text.split('\n').forEach((raw, index) => {
    if (/^\s*#/.test(raw) || (!buffer && !raw.trim())) return;
    if (!buffer) start = index + 1;
    if (/\\\s*$/.test(raw)) {
      buffer += `${raw.replace(/\\\s*$/, '')} `;
      return;
    }
    buffer += raw;
    const match = /^\s*(\w+)\s*(.*)$/s.exec(buffer);
    if (match) instructions.push({ line: start, keyword: match[1].toUpperCase(), args: match[2].trim() });
    buffer = '';
  });
  return instructions;
}

/** .dockerignore patterns as a matcher of context-relative paths. */
export function dockerignoreMatcher(text) {
  const rules = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const negate = line.startsWith('!');
      const pattern = (negate ? line.slice(1) : line).replace(/^\/+|\/+$/g, '');
      let regex = '';
      for (let i = 0; i < pattern.length; i += 1) {
        const char = pattern[i];
        if (char === '*' && pattern[i + 1] === '*') {
          regex += pattern[i + 2] === '/' ? '(?:.*/)?' : '.*';
          i += pattern[i + 2] === '/' ? 2 : 1;
        } else if (char === '*') regex += '[^/]*';
        else if (char === '?') regex += '[^/]';
        else regex += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
      }
      // A pattern names a path and everything under it.
      return { negate, regex: new RegExp(`^${regex}(?:/.*)?$`) };
    });
  return (file) => {
    let ignored = false;
    for (const rule of rules) if (rule.regex.test(file)) ignored = !rule.negate;
    return ignored;
  };
}

function git(args) {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout.split('\n').filter(Boolean);
}

/** The build context as a clean checkout would send it: git's files (tracked and new), less .dockerignore. */
function contextFiles(ignored) {
  return git(['ls-files', '--cached', '--others', '--exclude-standard'])
    .filter((file) => existsSync(path.join(ROOT, file)) && !ignored(file))
    .sort();
}

// ---------------------------------------------------------------------------------------------
// What `npm ci <flags>` installs, from package-lock.json

function npmCiFlags(words, env) {
  const flags = { workspaces: [], allWorkspaces: false, includeRoot: null, omit: new Set() };
  for (let i = 0; i < words.length; i += 1) {
    const word = words[i];
    const [name, inline] = word.split(/=(.*)/s);
    const value = () => (inline !== undefined ? inline : words[++i]);
    if (name === '-w' || name === '--workspace') flags.workspaces.push(value());
    else if (name === '--workspaces' || name === '-ws') flags.allWorkspaces = inline !== 'false';
    else if (name === '--include-workspace-root' || name === '-iwr') flags.includeRoot = inline !== 'false';
    else if (name === '--omit') flags.omit.add(value());
    else if (name === '--production' || (name === '--only' && /^prod/.test(inline ?? ''))) flags.omit.add('dev');
  }
  if (env.NODE_ENV === 'production' && !words.includes('--include=dev')) flags.omit.add('dev');
  return flags;
}

/**
 * The lockfile entries `npm ci` installs for these flags: the selected roots (the repository
 * root, workspaces) with their dependencies (dev ones unless omitted), then everything those
 * need, resolved through node_modules as Node does, following workspace links.
 */
export function installedPackages(lock, flags) {
  const packages = lock.packages;
  const workspaceDirs = Object.keys(packages).filter((key) => key && !key.includes('node_modules/') && packages[key]);
  const byName = (id) => workspaceDirs.find((dir) => dir === id.replace(/^\.\//, '').replace(/\/$/, '') || packages[dir].name === id);
  const selected = flags.workspaces.length || flags.allWorkspaces;
  const roots = [];
  const unknown = [];
  if (!selected || flags.includeRoot) roots.push('');
  if (!selected || flags.allWorkspaces) roots.push(...workspaceDirs);
  for (const id of flags.workspaces) {
    const dir = byName(id);
    if (dir) roots.push(dir);
    else unknown.push(id);
  }
  const resolveFrom = (from, name) => {
    let base = from;
    for (;;) {
      const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
      if (packages[candidate]) return candidate;
      if (!base) return null;
      const index = base.lastIndexOf('/node_modules/');
      base = index >= 0 ? base.slice(0, index) : base.startsWith('node_modules/') ? '' : '';
    }
  };
  const installed = new Set();
  const queue = roots.map((key) => ({ key, root: true }));
  const seen = new Set();
  while (queue.length) {
    const { key, root } = queue.shift();
    const id = `${key}|${root}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const entry = packages[key];
    if (!entry) continue;
    if (entry.link) {
      installed.add(key);
      queue.push({ key: entry.resolved, root: false });
      continue;
    }
    installed.add(key);
    const optionalPeers = new Set(
      Object.entries(entry.peerDependenciesMeta ?? {})
        .filter(([, meta]) => meta.optional)
        .map(([name]) => name),
    );
    const names = [
      ...Object.keys(entry.dependencies ?? {}),
      ...(flags.omit.has('optional') ? [] : Object.keys(entry.optionalDependencies ?? {})),
      ...(flags.omit.has('peer') ? [] : Object.keys(entry.peerDependencies ?? {}).filter((name) => !optionalPeers.has(name))),
      ...(root && !flags.omit.has('dev') ? Object.keys(entry.devDependencies ?? {}) : []),
    ];
    for (const name of names) {
      const resolved = resolveFrom(key, name);
      if (resolved) queue.push({ key: resolved, root: false });
    }
  }
  return { installed, unknown, roots };
}

/** Commands (bins) on the PATH of `npx`/`npm run` in a folder: .bin of the root and of that workspace. */
function binsOf(lock, installed, workspace) {
  const bins = new Map();
  for (const key of installed) {
    const entry = lock.packages[key];
    const top = /^node_modules\/(?:@[^/]+\/)?[^/]+$/.test(key);
    const ownWorkspace = workspace && new RegExp(`^${workspace}/node_modules/(?:@[^/]+/)?[^/]+$`).test(key);
    if (!entry?.bin || !(top || ownWorkspace)) continue;
    const bin = typeof entry.bin === 'string' ? { [key.split('/').pop()]: entry.bin } : entry.bin;
    for (const name of Object.keys(bin)) bins.set(name, key.replace(/^.*node_modules\//, ''));
  }
  return bins;
}

// ---------------------------------------------------------------------------------------------
// The runtimes the images are built on

/**
 * The oldest base images still supported: Node's even majors are its LTS lines (22 is maintained
 * until April 2027, 24 until April 2028; 20 ended in April 2026), nginx's even minors its stable
 * branches (1.30 since April 2026; 1.28 and older get no more fixes). A tag must name its version:
 * `node:lts` or `nginx:stable` would change under a rebuild.
 */
export const SUPPORTED_BASES = { node: { minMajor: 22 }, nginx: { minMinor: 30 } };

/** Why a FROM's image is not supported, or null (a stage's own name, or another image, is not judged). */
export function baseImageProblem(image) {
  const [reference, tag = 'latest'] = image.split(/:(.*)/s);
  const name = reference.replace(/^(?:docker\.io\/)?(?:library\/)?/, '');
  if (name === 'node') {
    const major = /^(\d+)(?:[.-]|$)/.exec(tag)?.[1];
    if (!major) return `${image}: name Node's version in the tag (node:24-bookworm-slim), not a tag that moves`;
    if (Number(major) < SUPPORTED_BASES.node.minMajor || Number(major) % 2 === 1)
      return `${image}: Node ${major} is not a supported LTS line (even majors from ${SUPPORTED_BASES.node.minMajor})`;
  }
  if (name === 'nginx') {
    const version = /^1\.(\d+)(?:[.-]|$)/.exec(tag);
    if (!version)
      return `${image}: name nginx's version in the tag (nginx:1.${SUPPORTED_BASES.nginx.minMinor}-alpine), not a tag that moves`;
    const minor = Number(version[1]);
    if (minor < SUPPORTED_BASES.nginx.minMinor || minor % 2 === 1)
      return `${image}: nginx 1.${minor} is not a supported stable branch (even minors from 1.${SUPPORTED_BASES.nginx.minMinor})`;
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Following a Dockerfile over a virtual file system

const posix = path.posix;

function substitute(text, vars) {
  return text.replace(/\$\{(\w+)(?::?-([^}]*))?\}|\$(\w+)/g, (_all, braced, fallback, bare) => {
    const name = braced ?? bare;
    return vars[name] ?? fallback ?? '';
  });
}

/** Shell words of a command, quotes removed (enough for the commands of a Dockerfile). */
function shellWords(text) {
  const words = [];
  const pattern = /"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g;
  let match;
  while ((match = pattern.exec(text))) words.push(match[1] ?? match[2] ?? match[3]);
  return words;
}

/** A RUN line as simple commands: split at &&, ||, ; (not inside quotes); if/then/fi blocks kept as "other". */
function commandsOf(text) {
  const parts = [];
  let current = '';
  let quote = null;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quote) {
      if (char === quote) quote = null;
      current += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      current += char;
    } else if ((char === '&' && text[i + 1] === '&') || (char === '|' && text[i + 1] === '|')) {
      parts.push(current);
      current = '';
      i += 1;
    } else if (char === ';') {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
}

function parseCopy(args) {
  let rest = args;
  const flags = {};
  for (;;) {
    const match = /^--(\w[\w-]*)(?:=(\S+))?\s+/.exec(rest);
    if (!match) break;
    flags[match[1]] = match[2] ?? true;
    rest = rest.slice(match[0].length);
  }
  const words = rest.startsWith('[') ? JSON.parse(rest) : shellWords(rest);
  return { flags, sources: words.slice(0, -1), dest: words[words.length - 1] };
}

function globRegex(pattern) {
  let regex = '';
  for (const char of pattern) {
    if (char === '*') regex += '[^/]*';
    else if (char === '?') regex += '[^/]';
    else regex += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${regex}$`);
}

class Stage {
  constructor(index, name, base, from) {
    this.index = index;
    this.name = name;
    this.base = base;
    this.node = from ? from.node : /^node(:|$)/.test(base);
    this.files = new Set(from?.files ?? []);
    /** Folders made by build steps (node_modules, dist): their files are not known one by one. */
    this.made = new Map(from?.made ?? []);
    this.env = { ...(from?.env ?? {}) };
    this.args = { ...(from?.args ?? {}) };
    this.workdir = from?.workdir ?? '/';
    this.installs = [...(from?.installs ?? [])];
    this.user = from?.user ?? 'root';
    this.cmd = from?.cmd ?? null;
  }

  abs(file, cwd = this.workdir) {
    return posix.resolve(cwd, file);
  }

  /** A file or folder there, copied or made. */
  exists(file) {
    const target = file.replace(/\/+$/, '') || '/';
    if (this.files.has(target)) return true;
    const prefix = target === '/' ? '/' : `${target}/`;
    for (const known of this.files) if (known.startsWith(prefix)) return true;
    for (const made of this.made.keys()) if (made === target || made.startsWith(prefix) || target.startsWith(`${made}/`)) return true;
    return false;
  }

  isDir(file) {
    const prefix = `${file.replace(/\/+$/, '')}/`;
    for (const known of this.files) if (known.startsWith(prefix)) return true;
    for (const made of this.made.keys()) if (`${made}/`.startsWith(prefix) || made === file) return true;
    return false;
  }
}

/**
 * Follows one Dockerfile over the context; answers the problems found, each
 * { line, message }, and the stages (for the full run).
 */
export function checkDockerfile({ dockerfile, buildArgs = {}, files, readContextFile, lock }) {
  const text = readFileSync(dockerfile, 'utf8');
  const instructions = parseDockerfile(text);
  const problems = [];
  const problem = (line, message) => problems.push({ line, message });
  const globalArgs = {};
  const stages = [];
  let stage = null;
  const contextSet = new Set(files);

  /** The tsc projects `tsc -b dir` builds: the project and its references, each with outDir/rootDir. */
  const tscProjects = (line, projectPath, cwd) => {
    const projects = [];
    const visit = (dirOrFile) => {
      const file = dirOrFile.endsWith('.json') ? dirOrFile : posix.join(dirOrFile, 'tsconfig.json');
      if (projects.some((project) => project.file === file)) return;
      if (!stage.exists(file)) {
        problem(line, `tsc: ${posix.relative(stage.workdir, file)} is not in the image (COPY it first)`);
        return;
      }
      const config = contextFileAt(file);
      if (!config) return;
      let merged = { ...config.compilerOptions };
      let extendsFile = config.extends && posix.resolve(posix.dirname(file), config.extends);
      while (extendsFile) {
        if (!stage.exists(extendsFile)) {
          problem(
            line,
            `tsc: ${posix.relative(stage.workdir, extendsFile)}, which ${posix.relative(stage.workdir, file)} extends, is not in the image`,
          );
          break;
        }
        const base = contextFileAt(extendsFile);
        merged = { ...base?.compilerOptions, ...merged };
        extendsFile = base?.extends && posix.resolve(posix.dirname(extendsFile), base.extends);
      }
      const dir = posix.dirname(file);
      projects.push({
        file,
        dir,
        outDir: posix.resolve(dir, config.compilerOptions?.outDir ?? merged.outDir ?? '.'),
        rootDir: posix.resolve(dir, config.compilerOptions?.rootDir ?? '.'),
      });
      for (const reference of config.references ?? []) visit(posix.resolve(dir, reference.path));
    };
    visit(stage.abs(projectPath, cwd));
    return projects;
  };

  /** The content of a file the image got from the context, found by its path in the image. */
  const contextFileAt = (file) => {
    const origin = stage.origins?.get(file);
    if (origin === undefined) return null;
    const content = readContextFile(origin);
    return content === null ? null : parseJsonc(content);
  };

  const requireBin = (line, bin, cwd, why) => {
    if (!stage.node) {
      problem(line, `${why}: this stage's image (${stage.base}) has no Node.js`);
      return;
    }
    if (!stage.installs.length) {
      problem(line, `${why}: no earlier \`npm ci\` in this stage installed ${bin}; npx would download whatever package is called "${bin}"`);
      return;
    }
    const workspace = posix.relative('/app', cwd) || null;
    const found = stage.installs.some((install) => binsOf(lock, install.installed, workspace).has(bin));
    if (!found) {
      const described = stage.installs.map((install) => `\`${install.command}\``).join(', ');
      problem(
        line,
        `${why}: no package installed by ${described} provides \`${bin}\` (computed from package-lock.json); npx would download an unrelated package "${bin}" or fail`,
      );
    }
  };

  const runCommand = (line, command, state) => {
    const words = shellWords(command);
    const [program, ...rest] = words;
    if (program === 'cd') {
      const target = stage.abs(rest[0] ?? '/', state.cwd);
      if (!stage.isDir(target)) problem(line, `cd ${rest[0]}: no such folder in the image`);
      state.cwd = target;
      return;
    }
    if (program === 'npm' && (rest[0] === 'ci' || rest[0] === 'install' || rest[0] === 'i')) {
      for (const needed of ['package.json', ...(rest[0] === 'ci' ? ['package-lock.json'] : [])]) {
        if (!stage.exists(stage.abs(needed, state.cwd))) problem(line, `npm ${rest[0]}: ${needed} is not in the image`);
      }
      const flags = npmCiFlags(rest.slice(1), { ...stage.args, ...stage.env });
      const result = installedPackages(lock, flags);
      for (const id of result.unknown) problem(line, `npm ${rest[0]}: --workspace ${id} is not a workspace of package.json`);
      for (const root of result.roots.filter(Boolean)) {
        if (!stage.exists(stage.abs(posix.join(root, 'package.json'), state.cwd))) {
          problem(line, `npm ${rest[0]}: workspace ${root}/package.json is not in the image ("No workspaces found")`);
        }
      }
      stage.installs.push({ command: command.trim(), installed: result.installed });
      stage.made.set(stage.abs('node_modules', state.cwd), { kind: 'node_modules' });
      for (const key of result.installed) {
        const nested = /^(.+?)\/node_modules\//.exec(key);
        if (nested && !nested[1].startsWith('node_modules'))
          stage.made.set(stage.abs(`${nested[1]}/node_modules`, state.cwd), { kind: 'node_modules' });
      }
      return;
    }
    if (program === 'npx' || (program === 'npm' && rest[0] === 'exec')) {
      const args = (program === 'npx' ? rest : rest.slice(1)).filter((word) => word !== '--');
      const bin = args.find((word) => !word.startsWith('-'));
      if (!bin) return;
      requireBin(line, bin, state.cwd, `${program} ${bin}`);
      const binArgs = args.slice(args.indexOf(bin) + 1);
      if (bin === 'tsc') {
        const buildIndex = binArgs.findIndex((word) => word === '-b' || word === '--build');
        const projectIndex = binArgs.findIndex((word) => word === '-p' || word === '--project');
        const target =
          buildIndex >= 0
            ? binArgs[buildIndex + 1] && !binArgs[buildIndex + 1].startsWith('-')
              ? binArgs[buildIndex + 1]
              : '.'
            : projectIndex >= 0
              ? binArgs[projectIndex + 1]
              : '.';
        for (const project of tscProjects(line, target, state.cwd))
          stage.made.set(project.outDir, { kind: 'tsc', rootDir: project.rootDir });
      } else if (bin === 'webpack') {
        if (!stage.exists(posix.join(state.cwd, 'webpack.config.js')))
          problem(line, `webpack: ${posix.relative('/app', state.cwd)}/webpack.config.js is not in the image`);
        stage.made.set(posix.join(state.cwd, 'dist'), { kind: 'webpack' });
      }
      return;
    }
    if (program === 'npm' && (rest[0] === 'run' || rest[0] === 'run-script')) {
      const script = rest[1];
      const manifest = contextFileAt(posix.join(state.cwd, 'package.json'));
      const body = manifest?.scripts?.[script];
      if (!body) problem(line, `npm run ${script}: no such script in ${posix.relative('/app', state.cwd) || '.'}/package.json`);
      else
        for (const sub of commandsOf(body)) {
          const [first] = shellWords(sub);
          if (first && !['node', 'npm', 'npx', 'cd', 'echo', 'rm', 'mkdir', 'cp'].includes(first))
            requireBin(line, first, state.cwd, `npm run ${script} (${first})`);
        }
      return;
    }
    if (program === 'node' && rest[0] && !rest[0].startsWith('-')) {
      const file = stage.abs(rest[0], state.cwd);
      if (!stage.exists(file)) problem(line, `node ${rest[0]}: no such file in the image`);
    }
  };

  const checkMadeFile = (line, file, what) => {
    if (stage.files.has(file)) return;
    for (const [dir, made] of stage.made) {
      if (!file.startsWith(`${dir}/`)) continue;
      if (made.kind === 'tsc' && /\.js$/.test(file)) {
        const source = posix.join(made.rootDir, posix.relative(dir, file)).replace(/\.js$/, '.ts');
        // The source lies in the stage that compiled it (rootDir is that stage's path).
        const compiledIn = made.copiedFrom ?? stage;
        if (!compiledIn.origins.has(source)) problem(line, `${what}: ${file} would come from ${source}, which the build did not have`);
      }
      return;
    }
    problem(line, `${what}: ${file} is not in the image`);
  };

  for (const { line, keyword, args } of instructions) {
    if (keyword === 'ARG' && !stage) {
      const [name, value] = args.split(/=(.*)/s);
      globalArgs[name] = buildArgs[name] ?? value ?? '';
      continue;
    }
    if (keyword === 'FROM') {
      const words = shellWords(substitute(args, globalArgs));
      const base = words[0];
      const asIndex = words.findIndex((word) => word.toUpperCase() === 'AS');
      const name = asIndex >= 0 ? words[asIndex + 1] : null;
      const previous = stages.find((candidate) => candidate.name === base);
      const unsupported = previous ? null : baseImageProblem(base);
      if (unsupported) problem(line, `FROM ${unsupported}`);
      stage = new Stage(stages.length, name, base, previous);
      stage.origins = new Map(previous?.origins ?? []);
      stages.push(stage);
      continue;
    }
    if (!stage) {
      problem(line, `${keyword} before FROM`);
      continue;
    }
    const vars = { ...globalArgs, ...stage.args, ...stage.env };
    switch (keyword) {
      case 'ARG': {
        const [name, value] = args.split(/=(.*)/s);
        stage.args[name] = buildArgs[name] ?? value ?? globalArgs[name] ?? '';
        break;
      }
      case 'ENV': {
        const match = /^(\w+)(?:=|\s+)(.*)$/s.exec(args);
        if (match) stage.env[match[1]] = substitute(match[2].replace(/^"(.*)"$/, '$1'), vars);
        break;
      }
      case 'WORKDIR':
        stage.workdir = stage.abs(substitute(args, vars));
        stage.files.add(stage.workdir);
        break;
      case 'USER':
        stage.user = substitute(args, vars);
        break;
      case 'COPY':
      case 'ADD': {
        const { flags, sources, dest: rawDest } = parseCopy(substitute(args, vars));
        const dest = stage.abs(rawDest);
        const intoDir = rawDest.endsWith('/') || sources.length > 1;
        if (flags.from) {
          const source = stages.find((candidate) => candidate.name === flags.from || String(candidate.index) === flags.from);
          if (!source) break; // an image, not a stage: not ours to check
          for (const raw of sources) {
            const from = posix.resolve('/', raw);
            if (!source.exists(from)) {
              problem(line, `COPY --from=${flags.from} ${raw}: stage "${flags.from}" has no ${from}`);
              continue;
            }
            const target = source.isDir(from) ? dest : intoDir || stage.isDir(dest) ? posix.join(dest, posix.basename(from)) : dest;
            for (const file of source.files) {
              if (file === from || file.startsWith(`${from}/`)) {
                const to = source.isDir(from) ? posix.join(dest, posix.relative(from, file)) : target;
                stage.files.add(to);
                const origin = source.origins.get(file);
                if (origin !== undefined) stage.origins.set(to, origin);
              }
            }
            for (const [made, info] of source.made) {
              if (made === from || made.startsWith(`${from}/`))
                stage.made.set(posix.join(target, posix.relative(from, made)), { ...info, copiedFrom: source });
              else if (from.startsWith(`${made}/`)) stage.made.set(target, { ...info, copiedFrom: source });
            }
          }
        } else {
          for (const raw of sources) {
            const relative = posix
              .normalize(raw)
              .replace(/^\.\/?/, '')
              .replace(/\/$/, '');
            const matcher = relative.includes('*') || relative.includes('?') ? globRegex(relative) : null;
            const matches = matcher
              ? files.filter((file) => matcher.test(file))
              : relative === ''
                ? files
                : files.filter((file) => file === relative || file.startsWith(`${relative}/`));
            if (!matches.length) {
              problem(line, `${keyword} ${raw}: not in the build context (missing, or left out by .dockerignore)`);
              continue;
            }
            const isDir = !matcher && relative !== '' && !contextSet.has(relative);
            for (const file of matches) {
              let to;
              if (relative === '') to = posix.join(dest, file);
              else if (matcher) to = posix.join(dest, posix.basename(file));
              else if (isDir) to = posix.join(dest, posix.relative(relative, file));
              else to = intoDir || stage.isDir(dest) ? posix.join(dest, posix.basename(file)) : dest;
              stage.files.add(to);
              stage.origins.set(to, file);
            }
          }
        }
        break;
      }
      case 'RUN': {
        const state = { cwd: stage.workdir };
        const body = substitute(
          args.replace(/^\[(.*)\]$/s, (_all, inner) => JSON.parse(`[${inner}]`).join(' ')),
          vars,
        );
        for (const command of commandsOf(body)) runCommand(line, command, state);
        break;
      }
      case 'CMD':
      case 'ENTRYPOINT': {
        const words = args.startsWith('[') ? JSON.parse(args) : shellWords(args);
        stage.cmd = { line, words };
        break;
      }
      default:
        break;
    }
  }

  const final = stages[stages.length - 1];
  if (final?.cmd && final.cmd.words[0] === 'node' && final.cmd.words[1]) {
    stage = final;
    const file = final.abs(final.cmd.words[1]);
    checkMadeFile(final.cmd.line, file, `CMD node ${final.cmd.words[1]}`);
    if (!final.exists(posix.join(final.workdir, 'node_modules'))) problem(final.cmd.line, 'CMD node: the final stage has no node_modules');
  }
  return { problems, stages, final };
}

// ---------------------------------------------------------------------------------------------
// The compose file's builds

function composeBuilds() {
  const compose = parseYaml(readFileSync(path.join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true });
  const builds = [];
  for (const [service, definition] of Object.entries(compose.services ?? {})) {
    if (!definition.build) continue;
    const build = typeof definition.build === 'string' ? { context: definition.build } : definition.build;
    const context = path.resolve(ROOT, build.context ?? '.');
    const dockerfile = path.resolve(context, build.dockerfile ?? 'Dockerfile');
    const test = definition.healthcheck?.test;
    const healthUrl = (Array.isArray(test) ? test.join(' ') : (test ?? '')).match(/https?:\/\/127\.0\.0\.1(?::(\d+))?(\/[^'"\s)]*)/);
    builds.push({
      service,
      context,
      dockerfile,
      buildArgs: build.args ?? {},
      health: healthUrl ? { port: healthUrl[1] ?? '80', path: healthUrl[2] } : null,
    });
  }
  return builds;
}

/** Files git ignores that the build context would still carry (secrets, tsc's build info). */
function leakedIntoContext(ignored) {
  return git(['ls-files', '--others', '--ignored', '--exclude-standard', '--directory'])
    .map((file) => file.replace(/\/$/, ''))
    .filter((file) => !ignored(file));
}

export function staticCheck({ builds, only } = {}) {
  const ignoreFile = path.join(ROOT, '.dockerignore');
  const ignored = dockerignoreMatcher(existsSync(ignoreFile) ? readFileSync(ignoreFile, 'utf8') : '');
  const files = contextFiles(ignored);
  const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
  const readContextFile = (rel) => {
    if (rel === null || !files.includes(rel)) return null;
    return readFileSync(path.join(ROOT, rel), 'utf8');
  };
  const results = [];
  const seen = new Map();
  for (const build of (builds ?? composeBuilds()).filter((candidate) => !only || only.includes(candidate.service))) {
    const key = `${build.dockerfile}|${JSON.stringify(build.buildArgs)}`;
    const checked = seen.get(key) ?? checkDockerfile({ ...build, files, readContextFile, lock });
    seen.set(key, checked);
    results.push({ ...build, problems: checked.problems, stages: checked.stages });
  }
  const leaks = leakedIntoContext(ignored);
  return { results, leaks, files, ignored };
}

// ---------------------------------------------------------------------------------------------
// The full run

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function exec(command, args, { cwd, env, log }) {
  log(`    $ ${[command, ...args].join(' ')}   (${cwd})`);
  const result = spawnSync(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  if (result.status !== 0) {
    const output = `${result.stdout}\n${result.stderr}`.trim().split('\n').slice(-25).join('\n');
    throw new Error(`${[command, ...args].join(' ')} failed (exit ${result.status}):\n${output}`);
  }
}

/** Repeats one Dockerfile's steps in folders of a temp directory. */
async function fullRun(build, files, log) {
  const temp = mkdtempSync(path.join(tmpdir(), `docker-check-${build.service}-`));
  const started = Date.now();
  try {
    const context = path.join(temp, 'context');
    for (const file of files) cpSync(path.join(ROOT, file), path.join(context, file), { verbatimSymlinks: true });
    const instructions = parseDockerfile(readFileSync(build.dockerfile, 'utf8'));
    const globalArgs = {};
    const stages = [];
    let stage = null;
    const inStage = (abs) => path.join(stage.root, abs);
    for (const { line, keyword, args } of instructions) {
      if (keyword === 'ARG' && !stage) {
        const [name, value] = args.split(/=(.*)/s);
        globalArgs[name] = build.buildArgs[name] ?? value ?? '';
        continue;
      }
      if (keyword === 'FROM') {
        const words = shellWords(substitute(args, globalArgs));
        const asIndex = words.findIndex((word) => word.toUpperCase() === 'AS');
        const previous = stages.find((candidate) => candidate.name === words[0]);
        const root = path.join(temp, `stage-${stages.length}`);
        mkdirSync(root, { recursive: true });
        if (previous) cpSync(previous.root, root, { recursive: true, verbatimSymlinks: true });
        stage = {
          name: asIndex >= 0 ? words[asIndex + 1] : null,
          root,
          node: previous ? previous.node : /^node(:|$)/.test(words[0]),
          env: { ...(previous?.env ?? {}) },
          args: { ...(previous?.args ?? {}) },
          workdir: previous?.workdir ?? '/',
          cmd: null,
        };
        stages.push(stage);
        log(`  FROM ${words.join(' ')}`);
        continue;
      }
      const vars = { ...globalArgs, ...stage.args, ...stage.env };
      if (keyword === 'ARG') {
        const [name, value] = args.split(/=(.*)/s);
        stage.args[name] = build.buildArgs[name] ?? value ?? globalArgs[name] ?? '';
      } else if (keyword === 'ENV') {
        const match = /^(\w+)(?:=|\s+)(.*)$/s.exec(args);
        if (match) stage.env[match[1]] = substitute(match[2].replace(/^"(.*)"$/, '$1'), vars);
      } else if (keyword === 'WORKDIR') {
        stage.workdir = posix.resolve(stage.workdir, substitute(args, vars));
        mkdirSync(inStage(stage.workdir), { recursive: true });
      } else if (keyword === 'COPY' || keyword === 'ADD') {
        const { flags, sources, dest: rawDest } = parseCopy(substitute(args, vars));
        const dest = posix.resolve(stage.workdir, rawDest);
        const intoDir = rawDest.endsWith('/') || sources.length > 1;
        const sourceRoot = flags.from ? stages.find((candidate) => candidate.name === flags.from)?.root : context;
        if (!sourceRoot) continue;
        for (const raw of sources) {
          const relative = flags.from ? posix.resolve('/', raw) : posix.normalize(raw).replace(/^\.\/?/, '');
          const matcher = /[*?]/.test(relative) ? globRegex(relative) : null;
          const matches = matcher
            ? files.filter((file) => matcher.test(file)).map((file) => ({ file, to: posix.join(dest, posix.basename(file)) }))
            : [{ file: relative, to: null }];
          for (const { file, to } of matches) {
            const from = path.join(sourceRoot, file);
            if (!existsSync(from)) throw new Error(`line ${line}: ${keyword} ${raw}: ${file} does not exist`);
            const target =
              to ??
              (statSync(from).isDirectory()
                ? dest
                : intoDir || (existsSync(inStage(dest)) && statSync(inStage(dest)).isDirectory())
                  ? posix.join(dest, posix.basename(file))
                  : dest);
            cpSync(from, inStage(target), { recursive: true, verbatimSymlinks: true });
          }
        }
        log(`  ${keyword} ${args}`);
      } else if (keyword === 'RUN') {
        if (!stage.node) {
          log(`  RUN (skipped: not a Node stage) ${args}`);
          continue;
        }
        let cwd = stage.workdir;
        const env = { ...process.env, ...globalArgs, ...stage.args, ...stage.env };
        log(`  RUN ${args}`);
        for (const command of commandsOf(substitute(args, vars))) {
          const [program, ...rest] = shellWords(command);
          if (program === 'cd') cwd = posix.resolve(cwd, rest[0] ?? '/');
          else if (program === 'npm' && rest[0] === 'ci')
            exec('npm', [...rest, '--prefer-offline', '--no-audit', '--no-fund'], { cwd: inStage(cwd), env, log });
          else if (program === 'npx') exec('npx', ['--no-install', ...rest], { cwd: inStage(cwd), env, log });
          else if (program === 'npm' || program === 'node') exec(program, rest, { cwd: inStage(cwd), env, log });
          else log(`    (skipped: ${command})`);
        }
      } else if (keyword === 'CMD' || keyword === 'ENTRYPOINT') {
        stage.cmd = args.startsWith('[') ? JSON.parse(args) : shellWords(args);
      }
    }
    const final = stages[stages.length - 1];
    if (build.health && final.node && final.cmd?.[0] === 'node') {
      await smokeTest(build, final, temp, log);
    }
    log(`  ✓ ${build.service}: built in a clean copy in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    rmSync(temp, { recursive: true, force: true });
  }
}

/** Starts the image's CMD (PGlite in a temp DATA_DIR) and waits for its healthcheck to answer 2xx. */
async function smokeTest(build, final, temp, log) {
  const port = await freePort();
  const dataDir = path.join(temp, 'data');
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, ...final.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  const cwd = path.join(final.root, final.workdir);
  log(`  smoke test: ${final.cmd.join(' ')} on port ${port}, then GET ${build.health.path}`);
  const child = spawn(final.cmd[0], final.cmd.slice(1), { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the image's CMD exited with ${child.exitCode}:\n${stderr.trim()}`);
      const ok = await globalThis.fetch(`http://127.0.0.1:${port}${build.health.path}`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`no answer from ${build.health.path} within 120 s:\n${stderr.trim()}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

// ---------------------------------------------------------------------------------------------
// Command line

function option(args, name) {
  const values = [];
  args.forEach((arg, index) => {
    if (arg === name && args[index + 1]) values.push(args[index + 1]);
    else if (arg.startsWith(`${name}=`)) values.push(arg.slice(name.length + 1));
  });
  return values;
}

async function main() {
  const args = process.argv.slice(2);
  const json = args.includes('--json');
  const only = option(args, '--only');
  const dockerfiles = option(args, '--dockerfile');
  const builds = dockerfiles.length
    ? dockerfiles.map((file) => ({
        service: path.relative(ROOT, path.resolve(file)),
        context: ROOT,
        dockerfile: path.resolve(file),
        buildArgs: Object.fromEntries(option(args, '--arg').map((pair) => pair.split(/=(.*)/s).slice(0, 2))),
        health: null,
      }))
    : undefined;
  const { results, leaks, files } = staticCheck({ builds, only: only.length ? only : undefined });
  const problems = results.flatMap((result) =>
    result.problems.map((found) => ({ service: result.service, dockerfile: path.relative(ROOT, result.dockerfile), ...found })),
  );
  const contextProblems = leaks.map((file) => ({
    service: null,
    dockerfile: '.dockerignore',
    line: 0,
    message: `the build context would carry ${file} (git ignores it, .dockerignore does not)`,
  }));
  const all = [...problems, ...contextProblems];
  if (json) {
    console.log(
      JSON.stringify(
        {
          problems: all,
          checked: results.map((result) => ({ service: result.service, dockerfile: path.relative(ROOT, result.dockerfile) })),
        },
        null,
        2,
      ),
    );
  } else {
    for (const found of all)
      console.log(
        `✗ ${found.dockerfile}${found.line ? `:${found.line}` : ''}${found.service ? ` (${found.service})` : ''}: ${found.message}`,
      );
    if (!all.length) console.log(`✓ static check: ${results.map((result) => result.service).join(', ')}`);
  }
  if (all.length) process.exit(1);
  if (!args.includes('--build')) return;

  const log = (line) => console.log(line);
  const done = new Set();
  for (const result of results) {
    const key = `${result.dockerfile}|${JSON.stringify(result.buildArgs)}`;
    if (done.has(key)) continue;
    done.add(key);
    log(`• ${result.service}: ${path.relative(ROOT, result.dockerfile)} ${JSON.stringify(result.buildArgs)}`);
    try {
      await fullRun(result, files, log);
    } catch (error) {
      console.error(`✗ ${result.service}: ${error.message}`);
      process.exit(1);
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
