import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StartupError } from '../errors/startup-error';

/** Lock files this process holds (a second open inside one process is refused too). */
const held = new Set<string>();

function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

function readPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return errorCode(error) === 'EPERM';
  }
}

/**
 * Whether the lock's owner still has the database open. Our own pid in a lock we do not hold is a
 * leftover of an earlier life with the same pid (a container restarts as pid 1 each time).
 */
function ownerAlive(file: string, pid: number | null): boolean {
  if (pid === null) return false;
  if (pid === process.pid) return held.has(file);
  return isAlive(pid);
}

function alreadyOpen(dataDir: string, pid: number): StartupError {
  return new StartupError(
    `База данных в DATA_DIR уже открыта другим процессом (pid ${pid}): ${dataDir}. ` +
      `Остановите его или укажите другой DATA_DIR (если это не сервер дневника, удалите ${dataDir}.lock). ` +
      '/ The database in DATA_DIR is already open in another process.',
  );
}

/**
 * Takes `<dataDir>.lock` (e.g. DATA_DIR/pglite.lock) for this process: PGlite is one process's
 * database, and a second process writing the same files loses committed writes. The file holds
 * the owner's pid and is created exclusively; a lock whose process is gone is taken over.
 * Returns the release function (also run if the process exits without calling it).
 */
export function lockDataDir(dataDir: string): () => void {
  const dir = path.resolve(dataDir);
  const file = `${dir}.lock`;
  mkdirSync(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (createExclusively(file)) return holdLock(file);
    const pid = readPid(file);
    if (pid !== null && ownerAlive(file, pid)) throw alreadyOpen(dir, pid);
    // A stale lock (its process is gone, or the file is garbage). Moved aside under a name of our own
    // first, so that of two processes taking it over at once only one removes it.
    const aside = `${file}.stale-${process.pid}`;
    try {
      renameSync(file, aside);
    } catch (error) {
      if (errorCode(error) === 'ENOENT') continue;
      throw error;
    }
    const movedPid = readPid(aside);
    if (movedPid !== null && ownerAlive(file, movedPid)) {
      // Someone else took it over in between: that lock is live, put it back.
      renameSync(aside, file);
      throw alreadyOpen(dir, movedPid);
    }
    rmSync(aside, { force: true });
  }
  throw new StartupError(`Не удалось занять ${file}: другой процесс открывает ту же базу. / Could not take ${file}.`);
}

/**
 * Creates the lock file with our pid in it, or answers false when it exists. Written under a
 * name of our own and hard-linked into place, so nobody ever reads a half-written lock.
 */
function createExclusively(file: string): boolean {
  const own = `${file}.${process.pid}.tmp`;
  writeFileSync(own, `${process.pid}\n`, { mode: 0o644 });
  try {
    linkSync(own, file);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    // A file system without hard links: an exclusive create instead.
    try {
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx', mode: 0o644 });
      return true;
    } catch (fallbackError) {
      if (errorCode(fallbackError) === 'EEXIST') return false;
      throw fallbackError;
    }
  } finally {
    rmSync(own, { force: true });
  }
}

function holdLock(file: string): () => void {
  held.add(file);
  const release = () => {
    process.off('exit', release);
    if (!held.delete(file)) return;
    if (readPid(file) === process.pid) rmSync(file, { force: true });
  };
  process.on('exit', release);
  return release;
}
