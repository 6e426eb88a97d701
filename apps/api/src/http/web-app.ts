import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PUBLIC } from '@autohub/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { declareScopeAccess } from './auth.js';
import { isApiRequest } from './request-path.js';

// Vite puts a content hash in every file name under /assets/, so those never change.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Everything else (index.html, favicon) must be revalidated so a new release shows at once.
const REVALIDATE = 'no-cache';

/** Whether the built web app is there to serve. */
export function hasWebApp(webDistDir: string): boolean {
  return existsSync(path.join(webDistDir, 'index.html'));
}

/** Serves the built web app, with the pre-compressed copies the build writes beside each file. */
export async function registerWebApp(app: FastifyInstance, webDistDir: string): Promise<void> {
  const options = {
    root: webDistDir,
    prefix: '/',
    preCompressed: true,
    cacheControl: false,
    index: ['index.html'],
    setHeaders: (reply: { header(name: string, value: string): unknown }, filePath: string) => {
      const relative = path.relative(webDistDir, filePath).split(path.sep);
      void reply.header('cache-control', relative[0] === 'assets' ? IMMUTABLE : REVALIDATE);
    },
  };
  // `reply.sendFile` for the app shell of page addresses (the not-found handler is the app's).
  await app.register(fastifyStatic, { ...options, serve: false });
  // The files themselves are for everyone: the scope of their routes declares them public.
  await app.register(async (site) => {
    declareScopeAccess(site, PUBLIC);
    await site.register(fastifyStatic, { ...options, decorateReply: false });
  });
}

/**
 * A page address of the single-page app: a GET outside /api that a browser navigates to.
 * Anything else that is not found answers a JSON 404.
 */
export function isPageNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isApiRequest(request)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Extra `<head>` content a module gives one page address (its title, Open Graph and Twitter tags),
 * already escaped; undefined leaves the plain shell.
 */
export type PageHead = (request: FastifyRequest) => Promise<string | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The modules' {@link PageHead}s, asked in turn when a page address gets the app shell. */
    pageHeads: PageHead[];
  }
}

/** Makes room for the modules' {@link PageHead}s; before the modules register. */
export function registerPageHeads(app: FastifyInstance): void {
  app.decorate('pageHeads', [] as PageHead[]);
}

async function pageHead(app: FastifyInstance, request: FastifyRequest): Promise<string | undefined> {
  for (const head of app.pageHeads) {
    try {
      const html = await head(request);
      if (html) return html;
    } catch (error) {
      // A page head is a nicety for link previews: the page itself opens without it.
      request.log.warn({ err: error }, 'page head failed; plain app shell');
    }
  }
  return undefined;
}

/**
 * Answers a page address with the app's index.html; the router in the browser takes it from there.
 * When a module has `<head>` content for the address, it goes in before `</head>` (the page's own
 * `<title>` makes way for one it brings).
 */
export async function sendAppShell(
  app: FastifyInstance,
  webDistDir: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  void reply.header('cache-control', REVALIDATE);
  const head = await pageHead(app, request);
  if (!head) return reply.sendFile('index.html');
  let html = await readFile(path.join(webDistDir, 'index.html'), 'utf8');
  if (head.includes('<title>')) html = html.replace(/<title>[\s\S]*?<\/title>/i, '');
  const at = html.search(/<\/head>/i);
  html = at < 0 ? `${head}${html}` : `${html.slice(0, at)}${head}${html.slice(at)}`;
  return reply.type('text/html; charset=utf-8').send(html);
}
