// Runs every benchmark and prints one figure or ratio per line. Needs `npm run build` first (done here).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { root } from './lib.mjs';

const only = process.argv[2];
const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const scripts = readdirSync(path.join(root, 'bench'))
  .filter((f) => /\.bench\.(mjs|ts)$/.test(f))
  .filter((f) => !only || f.includes(only))
  .sort();
let failed = 0;
for (const script of scripts) {
  console.log(`\n# ${script}`);
  const args = script.endsWith('.ts')
    ? ['--conditions=@autohub/source', '--import', 'tsx', path.join('bench', script)]
    : [path.join('bench', script)];
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
