import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PUBLIC, isBrandSlug, isLocale } from '@autohub/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { declareScopeAccess } from './auth.js';
import { isApiRequest } from './request-path.js';

// Vite puts a content hash in every file name under /assets/, so those never change.
const IMMUTABLE = 'public, max-age=31536000, immutable';
// Everything else (index.html, favicon) must be revalidated so a new release shows at once.
const REVALIDATE = 'no-cache';

// Where Vite writes the built files; each name holds its content's hash.
const BUILT_FILES_DIR = 'assets';

/** The address of a file of the web app's build (under `/assets/`). */
export function isBuiltFile(url: string): boolean {
  return url.startsWith(`/${BUILT_FILES_DIR}/`);
}

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
    // The ETag revalidates index.html; a hashed file is never asked again, and nobody wants a range of a script.
    lastModified: false,
    acceptRanges: false,
    setHeaders: (reply: { header(name: string, value: string): unknown }, filePath: string) => {
      const relative = path.relative(webDistDir, filePath).split(path.sep);
      void reply.header('cache-control', relative[0] === BUILT_FILES_DIR ? IMMUTABLE : REVALIDATE);
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

/** Makes room for the modules' {@link PageHead}s and the server renderer; before the modules register. */
export function registerPageHeads(app: FastifyInstance): void {
  app.decorate('pageHeads', [] as PageHead[]);
  app.decorate('pageRenderer', undefined as PageRenderer | undefined);
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

/** The `<head>` texts of a page in its language (the web app's server entry writes them). */
export interface PageHeadTags {
  title: string;
  description: string;
  themeColor: string;
}

/** What the web app's server entry renders for one page (apps/web/src/entry-server.tsx). */
export interface RenderedPage {
  html: string;
  dataScript: string;
  modules: string[];
  htmlAttributes: Record<string, string>;
  head?: PageHeadTags;
}

/** The web app's server entry: its renderer (null for an address it does not render) and brand heads. */
export interface PageRenderer {
  render(
    url: string,
    api: (url: string, init: RequestInit) => Promise<Response>,
  ): Promise<RenderedPage | null>;
  /** The head of any page of a brand (`/{locale}/{brand}/...`), null for any other address. */
  brandHead?: (url: string) => Promise<PageHeadTags | null>;
}

/** Where the server build of the web app sits: beside the browser build, `<dist>-server/`. */
export function serverEntryOf(webDistDir: string): string {
  return path.join(`${webDistDir.replace(/[\\/]+$/, '')}-server`, 'entry-server.js');
}

/**
 * Loads the web app's server renderer when it was built; without it (or when it fails to load)
 * every page address keeps the plain app shell.
 */
export async function loadPageRenderer(
  webDistDir: string,
  log: { warn(object: object, message: string): void },
): Promise<PageRenderer | undefined> {
  const entry = serverEntryOf(webDistDir);
  if (!existsSync(entry)) return undefined;
  try {
    const module = (await import(pathToFileURL(entry).href)) as { render?: unknown; brandHead?: unknown };
    if (typeof module.render !== 'function') return undefined;
    const renderer: PageRenderer = { render: module.render as PageRenderer['render'] };
    if (typeof module.brandHead === 'function')
      renderer.brandHead = module.brandHead as PageRenderer['brandHead'];
    return renderer;
  } catch (error) {
    log.warn({ err: error }, 'server renderer failed to load; pages get the app shell');
    return undefined;
  }
}

/**
 * The page's own api calls, answered in process: public reads only (no cookie of the visitor
 * goes along), so a rendered page holds nothing personal.
 */
function inProcessApi(app: FastifyInstance, request: FastifyRequest) {
  return async (url: string, init: RequestInit): Promise<Response> => {
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    // From the visitor's address: the calls count against their rate limit, as in the browser.
    const answer = await app.inject({ method: 'GET', url, headers, remoteAddress: request.ip });
    const out = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (typeof value === 'string') out.set(name, value);
    }
    out.delete('content-encoding');
    out.delete('content-length');
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers: out });
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The web app's server renderer, when its server build is there. */
    pageRenderer: PageRenderer | undefined;
  }
}

interface Manifest {
  [module: string]: { file: string; css?: string[]; imports?: string[] } | undefined;
}

// A release replaces the build and restarts the process: its files are read once, not per page.
const buildFiles = new Map<string, Promise<{ manifest: Manifest; shell: string }>>();

function buildOf(webDistDir: string): Promise<{ manifest: Manifest; shell: string }> {
  let files = buildFiles.get(webDistDir);
  if (!files) {
    files = Promise.all([
      readFile(path.join(webDistDir, '.vite', 'manifest.json'), 'utf8').catch(() => '{}'),
      readFile(path.join(webDistDir, 'index.html'), 'utf8'),
    ]).then(([manifest, shell]) => ({ manifest: JSON.parse(manifest) as Manifest, shell }));
    // A failed read is tried again by the next page rather than remembered.
    files.catch(() => buildFiles.delete(webDistDir));
    buildFiles.set(webDistDir, files);
  }
  return files;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Source module of a rendered page's first script, as the client build's manifest names it. */
const BOOT_MODULE = 'src/boot/after-paint.ts';

const MODULE_SCRIPT = /<script\s[^>]*type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;
const MODULE_PRELOAD = /<link\s[^>]*rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

/**
 * A rendered page is readable before its scripts run: they hydrate it. So its HTML links none of
 * them; one small script (the build's `boot` entry) adds the entry and its module preloads once
 * the page has painted, and the style sheets, fonts and pictures of the first paint have the
 * connection to themselves (decision 061). The plain shell, which paints nothing without its
 * scripts, keeps them. Without a boot file in the build the page is left as it is.
 */
export function withScriptsAfterPaint(html: string, bootFile: string | undefined): string {
  if (!bootFile) return html;
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1] ?? '');
  const [entry] = entries;
  if (!entry || entries.length !== 1) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  const boot =
    `<script type="module" src="/${escapeAttribute(bootFile)}" data-entry="${escapeAttribute(entry)}"` +
    ` data-preload="${escapeAttribute(preloads.join(' '))}"></script>`;
  const stripped = html.replace(MODULE_SCRIPT, '').replace(MODULE_PRELOAD, '');
  return insertBefore(stripped, /<\/body>/i, boot);
}

/** The style sheets and scripts of a rendered page's lazy areas, so it paints styled and hydrates sooner. */
async function pageLinks(
  webDistDir: string,
  modules: readonly string[],
): Promise<{ styles: string; scripts: string }> {
  const { manifest, shell } = await buildOf(webDistDir);
  // The shell already links the entry's script and style sheet: a second link would load them twice.
  const inShell = (file: string): boolean => shell.includes(`/${file}"`);
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  modules.forEach(visit);
  return {
    styles: [...css]
      .filter((file) => !inShell(file))
      .map((file) => `<link rel="stylesheet" href="/${escapeAttribute(file)}">`)
      .join(''),
    scripts: [...js]
      .filter((file) => !inShell(file))
      .map((file) => `<link rel="modulepreload" href="/${escapeAttribute(file)}">`)
      .join(''),
  };
}

/** The rendered page, or undefined: a render that fails is logged and the app shell answers. */
async function renderPage(app: FastifyInstance, request: FastifyRequest): Promise<RenderedPage | undefined> {
  const renderer = app.pageRenderer;
  if (!renderer || request.method !== 'GET') return undefined;
  try {
    return (await renderer.render(request.url, inProcessApi(app, request))) ?? undefined;
  } catch (error) {
    request.log.error({ err: error, url: request.url }, 'page render failed; plain app shell');
    return undefined;
  }
}

/** The head texts of any page of a brand; none (the shell's own) when they cannot be had. */
async function brandHeadOf(app: FastifyInstance, request: FastifyRequest): Promise<PageHeadTags | undefined> {
  const head = app.pageRenderer?.brandHead;
  if (!head) return undefined;
  try {
    return (await head(request.url)) ?? undefined;
  } catch (error) {
    request.log.warn({ err: error }, 'brand head failed; plain shell head');
    return undefined;
  }
}

const BRAND_ADDRESS = /^\/([^/]+)\/([^/?#]+)(?:[/?#]|$)/;

/**
 * `lang` and `data-brand` of a brand's page address (`/{locale}/{brand}/...`), so the page paints in
 * its language and brand palette (the skins' style sheet) before any script runs; none elsewhere.
 */
export function brandAttributesOf(url: string): Record<string, string> | undefined {
  const [, locale, brand] = BRAND_ADDRESS.exec(url) ?? [];
  if (!locale || !brand || !isLocale(locale) || !isBrandSlug(brand)) return undefined;
  return { lang: locale, 'data-brand': brand };
}

/** The shell's `<title>`, description and theme colour, replaced by the page's own. */
function withHeadTags(html: string, tags: PageHeadTags): string {
  // Replacement functions: a `$` in a text is the text's, not a pattern of `replace`.
  return html
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeAttribute(tags.title)}</title>`)
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*"/i,
      (_, start: string) => `${start}${escapeAttribute(tags.description)}"`,
    )
    .replace(
      /(<meta\s+name="theme-color"\s+content=")[^"]*"/i,
      (_, start: string) => `${start}${escapeAttribute(tags.themeColor)}"`,
    );
}

function insertBefore(html: string, tag: RegExp, content: string): string {
  const at = html.search(tag);
  return at < 0 ? `${html}${content}` : `${html.slice(0, at)}${content}${html.slice(at)}`;
}

/** Inserts `content` after the head's last style sheet link, or before `</head>` when it has none. */
function insertAfterLastStylesheet(html: string, content: string): string {
  const headEnd = html.search(/<\/head>/i);
  const head = headEnd < 0 ? html : html.slice(0, headEnd);
  const links = [...head.matchAll(/<link\s[^>]*rel="stylesheet"[^>]*>/gi)];
  const last = links.at(-1);
  if (!last) return insertBefore(html, /<\/head>/i, content);
  const at = last.index + last[0].length;
  return `${html.slice(0, at)}${content}${html.slice(at)}`;
}

/**
 * Answers a page address with the app's index.html; the router in the browser takes it from there.
 * A brand's page address carries its language, brand and head texts (title, description, theme
 * colour) before any script runs (decision 054). When a module has `<head>` content for the
 * address, it goes in before `</head>` (the shell's `<title>` and description make way for ones it
 * brings). The home, a model, a shared build and the financing page come rendered, with the data
 * they were rendered from and their own title (decision 052).
 */
export async function sendAppShell(
  app: FastifyInstance,
  webDistDir: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  void reply.header('cache-control', REVALIDATE);
  const attributes = brandAttributesOf(request.url);
  const [head, page] = await Promise.all([pageHead(app, request), renderPage(app, request)]);
  if (!attributes && !head && !page) return reply.sendFile('index.html');
  const tags = page?.head ?? (attributes ? await brandHeadOf(app, request) : undefined);
  const build = await buildOf(webDistDir);
  let html = build.shell;
  if (tags) html = withHeadTags(html, tags);
  if (head?.includes('<title>')) html = html.replace(/<title>[\s\S]*?<\/title>/i, '');
  if (head?.includes('name="description"')) html = html.replace(/<meta\s+name="description"[^>]*>/i, '');
  if (head) html = insertBefore(html, /<\/head>/i, head);
  if (page) {
    const links = await pageLinks(webDistDir, page.modules);
    // The page's style sheets right after the shell's (which the build puts before its scripts):
    // after it, so they win the cascade as they do in the app; before the scripts, which would
    // otherwise hold the connections a first paint waits for.
    html = insertAfterLastStylesheet(html, links.styles);
    html = insertBefore(html, /<\/head>/i, links.scripts);
    const root = '<div id="root">';
    const at = html.indexOf(root);
    if (at >= 0) {
      html = `${html.slice(0, at + root.length)}${page.html}${html.slice(at + root.length)}`;
      html = insertBefore(html, /<\/body>/i, page.dataScript);
    }
    html = withScriptsAfterPaint(html, build.manifest[BOOT_MODULE]?.file);
  }
  const htmlAttributes = { ...attributes, ...(page?.htmlAttributes ?? {}) };
  if (Object.keys(htmlAttributes).length > 0) {
    const written = Object.entries(htmlAttributes)
      .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
      .join('');
    html = html.replace(/<html(\s+lang="[^"]*")?/i, () => `<html${written}`);
  }
  return reply.type('text/html; charset=utf-8').send(html);
}
