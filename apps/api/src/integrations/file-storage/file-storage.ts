import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Where uploaded files live: a folder of the server (the default) or a bucket of a service speaking
 * the S3 protocol (`file-storage.s3.ts`), chosen by FILE_STORAGE_PROVIDER.
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

/** A folder name a caller may give (`root_path`, `sub_path`): letters, digits, `-` and `_`. */
export function isSafeStorageSegment(segment: string): boolean {
  return SAFE_SEGMENT.test(segment);
}

/** A key the storage answered: `root/sub/<random>`, nothing that climbs out of its place. */
export function isSafeStorageKey(key: string): boolean {
  const parts = key.split('/');
  return parts.length === 3 && parts.every((p) => SAFE_SEGMENT.test(p));
}

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
    if (!isSafeStorageKey(key)) throw new Error('unsafe storage key');
    return path.join(this.root, key);
  }
}
