import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo } from 'node:net';

/**
 * A local HTTP server on 127.0.0.1 that replays partner replies, so adapters are tested against
 * real sockets and never against the internet. Test support only.
 */
export interface RecordedRequest {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body, or the raw text when it is not JSON, or undefined when empty. */
  body: unknown;
}

export interface FakeReply {
  status?: number;
  /** Serialized as the JSON body. */
  json?: unknown;
  /** Raw body, for malformed replies. */
  text?: string;
  /** Waits before answering, to trigger client time-outs. */
  delayMs?: number;
}

export type FakeHandler = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

export interface FakeServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Replaces the handler for the following requests. */
  handle(handler: FakeHandler): void;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function startFakeServer(initial: FakeHandler = () => ({ status: 404 })): Promise<FakeServer> {
  let handler = initial;
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        url: new URL(req.url ?? '/', 'http://127.0.0.1'),
        headers: req.headers,
        body: await readBody(req),
      };
      requests.push(recorded);
      const reply = await handler(recorded);
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if (res.destroyed) return;
      const isJson = reply.json !== undefined;
      res.writeHead(reply.status ?? 200, {
        'content-type': isJson ? 'application/json; charset=utf-8' : 'text/plain',
      });
      res.end(isJson ? JSON.stringify(reply.json) : (reply.text ?? ''));
    })().catch(() => {
      res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    handle(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** An address where nothing listens, for connection failures. */
export async function closedPortUrl(): Promise<string> {
  const fake = await startFakeServer();
  const url = fake.baseUrl;
  await fake.close();
  return url;
}
