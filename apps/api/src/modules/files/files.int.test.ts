import { FileBulkUploadAnswer, FileUploadAnswer } from '@autohub/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/helpers.js';
import { type FakeS3, startFakeS3 } from '../../integrations/file-storage/s3-fake-server.fixture.js';

const BUCKET = {
  bucket: 'autohub-uploads',
  region: 'sa-east-1',
  accessKeyId: 'AKIAFILESTEST',
  secretAccessKey: 'files-test-secret',
};
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

type Part =
  { name: string; file: string; type: string; data: Buffer } | { name: string; value: string; type?: string };

function multipart(parts: Part[]) {
  const boundary = `----files${Date.now()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if ('file' in part) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.file}"\r\nContent-Type: ${part.type}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    } else {
      const type = part.type ? `Content-Type: ${part.type}\r\n` : '';
      const file = part.type ? '; filename="blob"' : '';
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n${type}\r\n${part.value}\r\n`,
        ),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const folder = (root_path: string, sub_path: string): Part => ({
  name: 'request',
  value: JSON.stringify({ root_path, sub_path }),
});

describe('file/upload and file/upload-bulk into the S3 bucket', () => {
  let t: TestApp;
  let s3: FakeS3;
  beforeAll(async () => {
    s3 = await startFakeS3(BUCKET);
    t = await createTestApp({
      env: {
        RATE_LIMIT_MAX: '0',
        FILE_STORAGE_PROVIDER: 's3',
        S3_BUCKET: BUCKET.bucket,
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: BUCKET.region,
        S3_ACCESS_KEY_ID: BUCKET.accessKeyId,
        S3_SECRET_ACCESS_KEY: BUCKET.secretAccessKey,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  const upload = (url: string, parts: Part[]) =>
    t.app.inject({ method: 'POST', url: `/api/file/${url}`, ...multipart(parts) });

  it('stores one file under root_path/sub_path without sign-in, its type read from the bytes', async () => {
    const answer = await upload('upload', [
      folder('proposals', 'p-123'),
      { name: 'file', file: 'cnh.pdf', type: 'image/png', data: PDF },
    ]);
    expect(answer.statusCode, answer.body).toBe(201);
    const stored = FileUploadAnswer.parse(answer.json());
    expect(stored).toMatchObject({ fileName: 'cnh.pdf', contentType: 'application/pdf', size: PDF.length });
    expect(stored.key).toMatch(/^proposals\/p-123\/[0-9a-f-]{36}$/);
    expect(s3.objects.get(`${BUCKET.bucket}/${stored.key}`)).toEqual(PDF);
    expect(s3.calls.at(-1)).toMatchObject({ method: 'PUT', signature: 'valid' });
  });

  it('takes the JSON part as a blob, as a browser sends it, or as plain fields', async () => {
    const blob = await upload('upload', [
      {
        name: 'request',
        value: JSON.stringify({ root_path: 'docs', sub_path: 'a' }),
        type: 'application/json',
      },
      { name: 'file', file: 'foto.png', type: 'image/png', data: PNG },
    ]);
    expect(blob.statusCode, blob.body).toBe(201);
    expect(blob.json()).toMatchObject({ contentType: 'image/png' });
    const fields = await upload('upload', [
      { name: 'root_path', value: 'docs' },
      { name: 'sub_path', value: 'b' },
      { name: 'file', file: 'foto.png', type: 'image/png', data: PNG },
    ]);
    expect(fields.statusCode, fields.body).toBe(201);
    expect((fields.json() as { key: string }).key).toMatch(/^docs\/b\//);
  });

  it('stores several files at once, or none when one is refused', async () => {
    const answer = await upload('upload-bulk', [
      folder('proposals', 'p-456'),
      { name: 'files', file: 'a.pdf', type: 'application/pdf', data: PDF },
      { name: 'files', file: 'b.png', type: 'image/png', data: PNG },
    ]);
    expect(answer.statusCode, answer.body).toBe(201);
    const { files } = FileBulkUploadAnswer.parse(answer.json());
    expect(files.map((f) => [f.fileName, f.contentType])).toEqual([
      ['a.pdf', 'application/pdf'],
      ['b.png', 'image/png'],
    ]);
    const before = s3.objects.size;
    const refused = await upload('upload-bulk', [
      folder('proposals', 'p-789'),
      { name: 'files', file: 'a.pdf', type: 'application/pdf', data: PDF },
      { name: 'files', file: 'virus.exe', type: 'application/pdf', data: Buffer.from('MZ\x90\x00') },
    ]);
    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ code: 'file_type_refused' });
    expect(s3.objects.size).toBe(before);
  });

  it("refuses a file over 5 MB with the spec's message", async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    // One body and its header together: the boundary is read from the clock.
    const body = multipart([
      folder('docs', 'big'),
      { name: 'file', file: 'big.pdf', type: 'application/pdf', data: big },
    ]);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      headers: { ...body.headers, 'accept-language': 'pt-BR' },
      payload: body.payload,
    });
    expect(answer.statusCode).toBe(413);
    expect(answer.json()).toMatchObject({ code: 'files_too_large' });
    expect(JSON.stringify(answer.json())).toContain('Arquivos excederam o tamanho máximo');
  });

  it('refuses a missing or unsafe folder, the platform own folders, no file, or no multipart', async () => {
    const pdf: Part = { name: 'file', file: 'a.pdf', type: 'application/pdf', data: PDF };
    for (const parts of [
      [pdf],
      [folder('../etc', 'x'), pdf],
      [folder('docs', 'a/b'), pdf],
      [folder('orders', 'x'), pdf],
      [folder('selfies', 'x'), pdf],
      [folder('docs', 'x')],
      [{ name: 'request', value: '{not json' }, pdf],
    ] as Part[][]) {
      const answer = await upload('upload', parts);
      expect(answer.statusCode, JSON.stringify(parts.map((p) => p.name))).toBe(400);
    }
    const two = await upload('upload', [folder('docs', 'x'), pdf, pdf]);
    expect(two.statusCode).toBe(400);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      payload: { root_path: 'docs', sub_path: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });
});
