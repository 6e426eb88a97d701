import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { brandFontFaceCss } from './src/components/brand/brand-fonts.ts';
import { themeStylesheet } from './src/styles/theme-tokens.ts';

const conditions = ['@autohub/source', 'browser', 'import', 'module', 'default'];

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg)$/;

/**
 * Writes `.gz` and `.br` copies next to every emitted script, style sheet, page and SVG, so the
 * server can answer with the pre-compressed file instead of compressing on each request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'autohub:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = [...Object.keys(bundle), 'favicon.svg'].filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const source = await readFile(path).catch(() => null);
          if (!source) return;
          const [gz, br] = await Promise.all([
            gzipAsync(source, { level: 9 }),
            brotliAsync(source, {
              params: {
                [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
                [zlib.BROTLI_PARAM_SIZE_HINT]: source.length,
              },
            }),
          ]);
          await Promise.all([writeFile(`${path}.gz`, gz), writeFile(`${path}.br`, br)]);
        }),
      );
    },
  };
}

/**
 * Puts the entry's style sheet before its script and module preloads in the built index.html: the
 * first paint waits for the sheet, and on an HTTP/1.1 connection limit the scripts listed first
 * would hold the connections it needs. The api links a rendered page's own sheets right after it.
 */
function stylesFirst(): Plugin {
  return {
    name: 'autohub:styles-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const sheets = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
        const firstScript = html.search(/<script type="module"/);
        if (sheets.length === 0 || firstScript < 0) return html;
        let rest = html;
        for (const sheet of sheets) rest = rest.replace(sheet, '');
        const at = rest.search(/<script type="module"/);
        return `${rest.slice(0, at)}${sheets.map((sheet) => sheet.trim()).join('\n    ')}\n    ${rest.slice(at)}`;
      },
    },
  };
}

/**
 * React Router's module ends with statements a bundler must keep: `X.displayName = '…'` on every
 * context and component, and `forwardRef` / `memo` / `createContext` calls not marked pure. They
 * hold the framework mode's forms, prefetching and scroll restoration in the shell although the
 * app uses the declarative router. This drops the names and marks the calls pure in that module
 * only, so what the app does not import is left out (decision 072).
 */
function leanRouter(): Plugin {
  return {
    name: 'autohub:lean-router',
    apply: 'build',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/ },
      handler(code) {
        const lean = code
          .replace(/^[A-Za-z0-9_$]+\.displayName = "[^"]*";$/gm, '')
          .replace(/^(var [A-Za-z0-9_$]+ = )(React[0-9]*\.(?:forwardRef|memo|createContext)\()/gm, '$1/* @__PURE__ */ $2');
        return lean === code ? null : { code: lean, map: null };
      },
    },
  };
}

const routerProductionBuild = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

/** The entry's script and style sheet (the shell) and the bundler's runtime, which the shell imports. */
const ALWAYS_LOADED = /^assets\/(?:index|rolldown-runtime)-[\w-]+\.(?:js|css)$/;

/** The shell's script: the first script of every page. */
const SHELL = /^assets\/index-[\w-]+\.js$/;

const BRAND_THEMES = 'virtual:brand-themes.css';

/**
 * `virtual:brand-themes.css`: every skin's custom properties under its `data-skin` / `data-brand`
 * selector, written from the themes themselves (src/styles/theme-tokens.ts), and every brand's
 * `@font-face` (src/components/brand/brand-fonts.ts), so the page's own style sheet paints the brand
 * in its colours and faces before any script runs, and the palette and the faces have one source.
 */
function brandThemes(): Plugin {
  const resolved = `\0${BRAND_THEMES}`;
  return {
    name: 'autohub:brand-themes',
    resolveId: (id) => (id === BRAND_THEMES ? resolved : undefined),
    load: (id) => (id === resolved ? `${themeStylesheet()}\n${brandFontFaceCss()}` : undefined),
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  plugins: isSsrBuild ? [react(), brandThemes()] : [react(), brandThemes(), leanRouter(), stylesFirst(), precompress()],
  resolve: {
    conditions,
    // The browser gets React Router's production build: its default one keeps development warnings.
    alias: isSsrBuild ? [] : [{ find: /^react-router$/, replacement: routerProductionBuild }],
  },
  // The server renderer (src/entry-server.tsx, decision 052): the api loads it from dist-server.
  ssr: { resolve: { conditions: ['@autohub/source', 'node', 'import', 'module', 'default'] } },
  build: isSsrBuild
    ? { outDir: 'dist-server', emptyOutDir: true, target: 'node20', sourcemap: true }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        target: 'es2022',
        assetsInlineLimit: 0,
        // Every browser the build targets (es2022) preloads modules itself: no polyfill in the entry.
        modulePreload: {
          polyfill: false,
          // The shell's table of what to fetch with each page lists only the style sheets, which the
          // bundler's loader applies with the page; a page's scripts come as the browser reads it,
          // started earlier by a link's intent (lib/routing/link-intent.ts). A table of every script
          // of every page was 3 KB of the shell's gzipped script (decision 074). A page's own table
          // of its later parts (a form, the steps) keeps their scripts: a part the server rendered
          // becomes usable as soon as they have all come, in parallel. The shell, its style sheet
          // and the bundler's runtime are on the page before any later chunk is asked for.
          resolveDependencies: (_file, deps, { hostId, hostType }) => {
            if (hostType === 'html') return deps;
            const fetched = deps.filter((dep) => !ALWAYS_LOADED.test(dep));
            return SHELL.test(hostId) ? fetched.filter((dep) => dep.endsWith('.css')) : fetched;
          },
        },
        // The server and the page-weight benchmark read which chunks a page needs from here.
        manifest: true,
        // A rendered page's first script, which adds the app's scripts once it has painted (decision 061).
        rollupOptions: {
          input: {
            index: join(import.meta.dirname, 'index.html'),
            boot: join(import.meta.dirname, 'src/boot/after-paint.ts'),
          },
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'shell',
                  tags: ['$initial'],
                  test: (id: string) => !/[\\/]src[\\/]boot[\\/]/.test(id),
                },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
  },
}));
