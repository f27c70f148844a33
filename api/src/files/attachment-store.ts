import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import multer from 'multer';

/** Stored files are named by a random UUID: nothing the client sends ever becomes part of a path. */
const STORAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TEMP_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.part$/;

/** DATA_DIR/attachments: where uploaded files live, outside the database. */
export function attachmentsDir(dataDir: string): string {
  return path.join(dataDir, 'attachments');
}

/**
 * Uploaded files on disk. An upload is written under a random temporary name in
 * `<dir>/.incoming`, checked, and renamed to its random storage key in `<dir>` only when the
 * database row that names it is written; anything else deletes it.
 */
export class AttachmentStore {
  readonly dir: string;
  readonly incomingDir: string;

  constructor(dir: string) {
    this.dir = path.resolve(dir);
    this.incomingDir = path.join(this.dir, '.incoming');
  }

  /** multer's storage: the temporary file, under a name of ours. */
  storage(): multer.StorageEngine {
    return multer.diskStorage({
      destination: (_req, _file, callback) => {
        mkdir(this.incomingDir, { recursive: true }).then(
          () => callback(null, this.incomingDir),
          (error: Error) => callback(error, this.incomingDir),
        );
      },
      filename: (_req, _file, callback) => callback(null, `${randomUUID()}.part`),
    });
  }

  newKey(): string {
    return randomUUID();
  }

  /** The path of a stored file; throws on anything that is not a storage key. */
  pathOf(key: string): string {
    if (!STORAGE_KEY.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
    return path.join(this.dir, key);
  }

  /** The path of a temporary upload, checked to be one of ours. */
  private incomingPath(tempPath: string): string {
    const resolved = path.resolve(tempPath);
    if (path.dirname(resolved) !== this.incomingDir || !TEMP_NAME.test(path.basename(resolved))) {
      throw new Error(`not an incoming upload: ${JSON.stringify(tempPath)}`);
    }
    return resolved;
  }

  /** The first bytes of a temporary upload (for the content checks). */
  async readHead(tempPath: string, bytes: number): Promise<Buffer> {
    const handle = await open(this.incomingPath(tempPath), 'r');
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  /** Moves a temporary upload to its storage key (same folder tree, so an atomic rename). */
  async commit(tempPath: string, key: string): Promise<void> {
    await rename(this.incomingPath(tempPath), this.pathOf(key));
  }

  /** Deletes a temporary upload; nothing when it is already gone (committed or never written). */
  async discard(tempPath: string): Promise<void> {
    await rm(this.incomingPath(tempPath), { force: true });
  }

  /** Deletes a stored file; nothing when it is already gone. */
  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  /** A stored file's size and a stream of it; null when the file is missing. */
  async read(key: string): Promise<{ size: number; stream(): ReadStream } | null> {
    const file = this.pathOf(key);
    try {
      const { size } = await stat(file);
      return { size, stream: () => createReadStream(file) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }
}
