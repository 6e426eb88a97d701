import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for a service speaking the S3 protocol, on 127.0.0.1: objects kept in memory,
 * path-style addresses (`/bucket/key`), and every call's AWS Signature Version 4 checked by
 * computing it again from the request as received. It is written from the protocol's description,
 * not with the adapter's signing library, so the two check each other. Test support only.
 */
export interface FakeS3 {
  endpoint: string;
  /** Objects by `bucket/key`. */
  objects: Map<string, Buffer>;
  /** Every call with what the server made of it. */
  calls: { method: string; path: string; status: number; signature: 'valid' | 'refused' }[];
  close(): Promise<void>;
}

export interface FakeS3Options {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** Why a request's signature does not hold, or null when it does. */
function signatureProblem(request: IncomingMessage, body: Buffer, options: FakeS3Options): string | null {
  const authorization = request.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      authorization,
    );
  if (!match) return 'malformed Authorization';
  const [, keyId, day, region, signedHeaders, signature] = match as unknown as string[];
  if (keyId !== options.accessKeyId) return 'unknown access key';
  if (region !== options.region) return 'wrong region';
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== day) return 'bad X-Amz-Date';
  const at = Date.UTC(
    Number(amzDate.slice(0, 4)),
    Number(amzDate.slice(4, 6)) - 1,
    Number(amzDate.slice(6, 8)),
    Number(amzDate.slice(9, 11)),
    Number(amzDate.slice(11, 13)),
    Number(amzDate.slice(13, 15)),
  );
  if (Math.abs(Date.now() - at) > 15 * 60_000) return 'request time too skewed';
  const names = signedHeaders!.split(';');
  if (!names.includes('host') || !names.includes('x-amz-date') || !names.includes('x-amz-content-sha256'))
    return 'host, x-amz-date and x-amz-content-sha256 must be signed';
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== sha256(body)) return 'payload hash does not match the body';
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join('&');
  const headerLines = names.map((name) => {
    const value = request.headers[name];
    const text = Array.isArray(value) ? value.join(',') : (value ?? '');
    return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
  });
  const canonical = [
    request.method,
    url.pathname,
    query,
    headerLines.join(''),
    signedHeaders,
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  let key = hmac(`AWS4${options.secretAccessKey}`, day!);
  for (const part of [region!, 's3', 'aws4_request']) key = hmac(key, part);
  const expected = createHmac('sha256', key).update(toSign).digest();
  const given = Buffer.from(signature!, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? null : 'signature mismatch';
}

function xmlError(response: ServerResponse, status: number, code: string, message: string): void {
  response.writeHead(status, { 'content-type': 'application/xml' });
  response.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

export async function startFakeS3(options: FakeS3Options): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
  const calls: FakeS3['calls'] = [];
  const server: Server = createServer((request, response) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      const method = request.method ?? 'GET';
      const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
      const answer = (status: number, signature: 'valid' | 'refused') =>
        calls.push({ method, path, status, signature });
      const problem = signatureProblem(request, body, options);
      if (problem) {
        answer(403, 'refused');
        return xmlError(response, 403, 'SignatureDoesNotMatch', problem);
      }
      const [, bucket, ...rest] = path.split('/');
      const key = rest.join('/');
      if (bucket !== options.bucket) {
        answer(404, 'valid');
        return xmlError(response, 404, 'NoSuchBucket', 'The specified bucket does not exist');
      }
      const id = `${bucket}/${key}`;
      if (method === 'PUT') {
        objects.set(id, body);
        answer(200, 'valid');
        response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` });
        return response.end();
      }
      if (method === 'GET') {
        const stored = objects.get(id);
        if (!stored) {
          answer(404, 'valid');
          return xmlError(response, 404, 'NoSuchKey', 'The specified key does not exist.');
        }
        answer(200, 'valid');
        response.writeHead(200, {
          'content-type': 'application/octet-stream',
          'content-length': stored.length,
        });
        return response.end(stored);
      }
      if (method === 'DELETE') {
        objects.delete(id);
        answer(204, 'valid');
        response.writeHead(204);
        return response.end();
      }
      answer(405, 'valid');
      return xmlError(response, 405, 'MethodNotAllowed', 'The method is not allowed');
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
