import { randomUUID } from 'node:crypto';
import aws4 from 'aws4';
import { type FileStorage, isSafeStorageKey, isSafeStorageSegment } from './file-storage.js';

/** Where the bucket is and who signs the calls (FILE_STORAGE_PROVIDER=s3). */
export interface S3StorageSettings {
  bucket: string;
  /** The service's address, e.g. `https://s3.sa-east-1.amazonaws.com` or a MinIO's. */
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Gives up on a call after this long (10 s by default). */
  timeoutMs?: number;
}

const DEFAULT_TIMEOUT_MS = 10_000;

/** A call the bucket refused or did not answer; the message names the call, never the secret. */
export class FileStorageError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'FileStorageError';
  }
}

/**
 * Files in a bucket of any service speaking the S3 protocol (AWS S3, MinIO, Ceph, R2…): one object
 * per file, `PUT`, `GET` and `DELETE` addressed path-style (`endpoint/bucket/key`), each signed
 * with AWS Signature Version 4. Keys have the same shape as the local folder's, so a deployment
 * can move its files from one to the other as they are.
 */
export class S3FileStorage implements FileStorage {
  readonly name = 's3';
  private readonly endpoint: URL;

  constructor(private readonly settings: S3StorageSettings) {
    this.endpoint = new URL(settings.endpoint);
  }

  async put(rootPath: string, subPath: string, data: Buffer): Promise<string> {
    if (!isSafeStorageSegment(rootPath) || !isSafeStorageSegment(subPath))
      throw new Error('unsafe storage path');
    const key = `${rootPath}/${subPath}/${randomUUID()}`;
    const response = await this.call('PUT', key, data);
    if (!response.ok) throw await refusal('PUT', key, response);
    return key;
  }

  async get(key: string): Promise<Buffer> {
    const response = await this.call('GET', this.checked(key));
    if (!response.ok) throw await refusal('GET', key, response);
    return Buffer.from(await response.arrayBuffer());
  }

  async remove(key: string): Promise<void> {
    const response = await this.call('DELETE', this.checked(key));
    // S3 answers 204 for a key already gone; some compatible services answer 404.
    if (!response.ok && response.status !== 404) throw await refusal('DELETE', key, response);
    await response.body?.cancel();
  }

  private checked(key: string): string {
    if (!isSafeStorageKey(key)) throw new Error('unsafe storage key');
    return key;
  }

  private async call(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Buffer): Promise<Response> {
    const base = this.endpoint.pathname.replace(/\/+$/, '');
    const path = `${base}/${encodeURIComponent(this.settings.bucket)}/${key}`;
    const headers: Record<string, string> =
      body === undefined ? {} : { 'Content-Type': 'application/octet-stream' };
    const signed = aws4.sign(
      {
        method,
        host: this.endpoint.host,
        path,
        service: 's3',
        region: this.settings.region,
        headers,
        ...(body === undefined ? {} : { body }),
      },
      { accessKeyId: this.settings.accessKeyId, secretAccessKey: this.settings.secretAccessKey },
    );
    // fetch sets Host and Content-Length itself, to the values that were signed.
    const sent: Record<string, string> = {};
    for (const [name, value] of Object.entries(signed.headers ?? {})) {
      if (!/^(host|content-length)$/i.test(name)) sent[name] = String(value);
    }
    try {
      return await fetch(new URL(path, this.endpoint), {
        method,
        headers: sent,
        ...(body === undefined ? {} : { body: new Uint8Array(body) }),
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (error) {
      throw new FileStorageError(`${method} ${key}: the bucket did not answer (${(error as Error).name})`);
    }
  }
}

/** The bucket's refusal as an error naming S3's code (`NoSuchKey`, `SignatureDoesNotMatch`…). */
async function refusal(method: string, key: string, response: Response): Promise<FileStorageError> {
  const text = await response.text().catch(() => '');
  const code = /<Code>([^<]{1,80})<\/Code>/.exec(text)?.[1] ?? 'no code';
  return new FileStorageError(
    `${method} ${key}: the bucket answered ${response.status} (${code})`,
    response.status,
  );
}
