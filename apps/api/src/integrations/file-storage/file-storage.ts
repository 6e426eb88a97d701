import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live. The local-folder adapter is the default; a bucket adapter takes its
 * place by implementing the same two calls.
 */
export interface FileStorage {
  readonly name: string;
  /** Stores the bytes under `rootPath/subPath/<random>`; answers the key to read them back. */
  put(rootPath: string, subPath: string, data: Buffer): Promise<string>;
  get(key: string): Promise<Buffer>;
  /** Erases a stored file (account deletion); a key already gone is not an error. */
  remove(key: string): Promise<void>;
}

const SAFE_SEGMENT = /^[A-Za-z0-9_-]{1,80}$/;

/** Files in a folder of the server (FILE_STORAGE_DIR, `.data/uploads` by default). */
export class LocalFileStorage implements FileStorage {
  readonly name = 'local';

  constructor(private readonly root: string) {}

  async put(rootPath: string, subPath: string, data: Buffer): Promise<string> {
    // Segments come from our own code, yet a path never leaves the storage folder.
    if (!SAFE_SEGMENT.test(rootPath) || !SAFE_SEGMENT.test(subPath)) throw new Error('unsafe storage path');
    const key = `${rootPath}/${subPath}/${randomUUID()}`;
    const file = path.join(this.root, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data, { flag: 'wx' });
    return key;
  }

  async get(key: string): Promise<Buffer> {
    return readFile(this.fileOf(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.fileOf(key), { force: true });
  }

  private fileOf(key: string): string {
    const parts = key.split('/');
    if (parts.length !== 3 || !parts.every((p) => SAFE_SEGMENT.test(p)))
      throw new Error('unsafe storage key');
    return path.join(this.root, key);
  }
}
