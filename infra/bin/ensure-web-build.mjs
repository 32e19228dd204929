// Builds the dashboard when web/dist is missing or older than its sources,
// so `npm start` on a fresh clone serves a current dashboard.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'web/dist/index.html');
const sources = [path.join(root, 'web/src'), path.join(root, 'web/index.html'), path.join(root, 'shared/domain/src')];

function newest(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(target).filter((name) => !name.endsWith('.gen.ts')).map((name) => newest(path.join(target, name))));
}

const built = fs.existsSync(dist) ? fs.statSync(dist).mtimeMs : 0;
if (built < Math.max(...sources.filter((s) => fs.existsSync(s)).map(newest))) {
  console.log('Building the dashboard…');
  execSync('npm run build -w web', { cwd: root, stdio: 'inherit' });
}
