import { type FileStorage, LocalFileStorage } from './file-storage.js';
import { S3FileStorage, type S3StorageSettings } from './file-storage.s3.js';

/**
 * FILE_STORAGE_PROVIDER `local` (default: FILE_STORAGE_DIR) or `s3` with S3_BUCKET, S3_ENDPOINT,
 * S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (S3_TIMEOUT_MS optional).
 */
export type FileStorageConfig = { provider: 'local'; dir: string } | ({ provider: 's3' } & S3StorageSettings);

export function createFileStorage(config: FileStorageConfig): FileStorage {
  if (config.provider === 's3') {
    const { provider: _provider, ...settings } = config;
    return new S3FileStorage(settings);
  }
  return new LocalFileStorage(config.dir);
}
