import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFileStorage } from './file-storage.factory.js';
import { FileStorageError, S3FileStorage } from './file-storage.s3.js';
import { type FakeS3, startFakeS3 } from './s3-fake-server.fixture.js';

const ACCOUNT = {
  bucket: 'autohub-documents',
  region: 'sa-east-1',
  accessKeyId: 'AKIAFAKES3TEST',
  secretAccessKey: 'fake-secret-of-the-local-bucket',
};

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3(ACCOUNT);
});
afterAll(() => s3.close());
beforeEach(() => {
  s3.calls.length = 0;
});

const bucket = (overrides: Partial<typeof ACCOUNT> = {}) =>
  new S3FileStorage({ ...ACCOUNT, endpoint: s3.endpoint, timeoutMs: 2_000, ...overrides });
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF');

describe('S3 file storage', () => {
  it('puts, reads back and erases an object, each call signed with Signature V4', async () => {
    const storage = bucket();
    const key = await storage.put('orders', 'a1b2c3', pdf);
    expect(key).toMatch(/^orders\/a1b2c3\/[0-9a-f-]{36}$/);
    expect(s3.objects.get(`${ACCOUNT.bucket}/${key}`)).toEqual(pdf);
    await expect(storage.get(key)).resolves.toEqual(pdf);
    await storage.remove(key);
    expect(s3.objects.has(`${ACCOUNT.bucket}/${key}`)).toBe(false);
    expect(s3.calls).toEqual([
      { method: 'PUT', path: `/${ACCOUNT.bucket}/${key}`, status: 200, signature: 'valid' },
      { method: 'GET', path: `/${ACCOUNT.bucket}/${key}`, status: 200, signature: 'valid' },
      { method: 'DELETE', path: `/${ACCOUNT.bucket}/${key}`, status: 204, signature: 'valid' },
    ]);
  });

  it('keeps binary content byte for byte, and an empty file', async () => {
    const storage = bucket();
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 31) % 256));
    await expect(storage.get(await storage.put('selfies', 'x', bytes))).resolves.toEqual(bytes);
    await expect(storage.get(await storage.put('selfies', 'x', Buffer.alloc(0)))).resolves.toEqual(
      Buffer.alloc(0),
    );
  });

  it('is refused with a wrong secret or key id, and says so without the secret', async () => {
    const error = await bucket({ secretAccessKey: 'not-the-secret' })
      .put('orders', 'o1', pdf)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FileStorageError);
    expect((error as FileStorageError).status).toBe(403);
    expect((error as Error).message).toMatch(/answered 403 \(SignatureDoesNotMatch\)/);
    expect((error as Error).message).not.toContain('not-the-secret');
    await expect(bucket({ accessKeyId: 'AKIASOMEONEELSE' }).put('orders', 'o1', pdf)).rejects.toThrow(/403/);
    await expect(bucket({ region: 'us-east-1' }).put('orders', 'o1', pdf)).rejects.toThrow(/403/);
    expect(s3.calls.every((call) => call.signature === 'refused')).toBe(true);
  });

  it('throws on a missing object, takes erasing one already gone, and names another bucket', async () => {
    const storage = bucket();
    const gone = 'orders/o2/00000000-0000-4000-8000-000000000000';
    await expect(storage.get(gone)).rejects.toMatchObject({ status: 404, message: /NoSuchKey/ });
    await expect(storage.remove(gone)).resolves.toBeUndefined();
    await expect(bucket({ bucket: 'another-bucket' }).put('orders', 'o2', pdf)).rejects.toThrow(
      /NoSuchBucket/,
    );
  });

  it('refuses paths and keys that could leave their folder, before any call', async () => {
    const storage = bucket();
    await expect(storage.put('..', 'x', pdf)).rejects.toThrow('unsafe storage path');
    await expect(storage.put('orders', 'a/b', pdf)).rejects.toThrow('unsafe storage path');
    await expect(storage.get('../../etc/passwd')).rejects.toThrow('unsafe storage key');
    await expect(storage.remove('orders/x')).rejects.toThrow('unsafe storage key');
    expect(s3.calls).toEqual([]);
  });

  it('fails clearly when the service does not answer', async () => {
    const closed = await startFakeS3(ACCOUNT);
    await closed.close();
    await expect(
      new S3FileStorage({ ...ACCOUNT, endpoint: closed.endpoint, timeoutMs: 500 }).put('orders', 'o3', pdf),
    ).rejects.toThrow(/the bucket did not answer/);
  });

  it('is chosen by configuration, beside the local folder', async () => {
    const storage = createFileStorage({ provider: 's3', ...ACCOUNT, endpoint: s3.endpoint });
    expect(storage.name).toBe('s3');
    expect(await storage.get(await storage.put('orders', 'o4', pdf))).toEqual(pdf);
    expect(createFileStorage({ provider: 'local', dir: '/tmp/unused' }).name).toBe('local');
  });
});
