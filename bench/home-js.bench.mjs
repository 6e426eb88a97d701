// The home page's initial JavaScript, gzipped: the entry script and every module it preloads, as
// listed in the built index.html (lazy route chunks are not counted; they load on navigation).
// Then, from the started platform, what each server-rendered page (home, builder, shared build)
// links in its HTML: its render-blocking style sheets and the scripts it loads and preloads (a
// rendered page lists them on its boot script, which adds them after the first paint). Both
// are byte counts of the built files (gzipped at level 9, as the server's pre-compressed copies),
// so they do not depend on the machine's load; chunks a page loads later (its texts, later parts,
// what a click opens) are not in them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root, sharedBuildPath, startPlatform } from './lib.mjs';

const dist = path.join(root, 'apps', 'web', 'dist');

/** Files, raw and gzipped kilobytes of built files named by their site paths. */
function weigh(files) {
  let raw = 0;
  let gz = 0;
  for (const file of files) {
    const content = readFileSync(path.join(dist, file.replace(/^\//, '')));
    raw += content.length;
    gz += gzipSync(content, { level: 9 }).length;
  }
  return `${files.length} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzipped`;
}

/** Scripts a page links, and those its boot script adds after the first paint (decision 061). */
const scriptsOf = (html) => {
  const linked = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]);
  const boot = /data-entry="([^"]+)" data-preload="([^"]*)"/.exec(html);
  const later = boot ? [boot[1], ...boot[2].split(' ').filter(Boolean)] : [];
  return [...new Set([...linked, ...later])];
};

const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
console.log(`home initial JS: ${weigh(scriptsOf(shell))} (target for a whole page's initial JS: 120 KB)`);

const platform = await startPlatform();
try {
  const pages = [
    ['home', '/pt-BR/fiat'],
    ['builder', '/pt-BR/fiat/builder/226'],
    ['shared build', await sharedBuildPath(platform.url)],
  ];
  for (const [name, pagePath] of pages) {
    const res = await fetch(`${platform.url}${pagePath}`, { headers: { accept: 'text/html' } });
    const html = await res.text();
    const head = html.slice(0, html.indexOf('</head>'));
    const sheets = [...head.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
    const rendered = html.includes('id="root"><') ? 'server-rendered' : 'NOT rendered (app shell)';
    console.log(`${name} (${pagePath}), ${rendered}`);
    console.log(`  render-blocking style sheets: ${weigh(sheets)}`);
    console.log(`  scripts linked (with the boot script's): ${weigh(scriptsOf(html))}`);
  }
} finally {
  await platform.stop();
}
