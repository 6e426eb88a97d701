// The home page's initial JavaScript, gzipped: the entry script and every module it preloads, as
// listed in the built index.html (lazy route chunks are not counted; they load on navigation).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from './lib.mjs';

const dist = path.join(root, 'apps', 'web', 'dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = new Set();
for (const match of html.matchAll(/<(?:script|link)[^>]+(?:src|href)="([^"]+\.js)"/g)) files.add(match[1]);
let raw = 0;
let gz = 0;
for (const file of files) {
  const content = readFileSync(path.join(dist, file.replace(/^\//, '')));
  raw += content.length;
  gz += gzipSync(content, { level: 9 }).length;
}
console.log(
  `home initial JS: ${files.size} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gz / 1024).toFixed(1)} KB gzipped (target for a whole page's initial JS: 120 KB)`,
);
