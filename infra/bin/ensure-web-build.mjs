// Builds the dashboard when web/dist is missing or older than its sources,
// so `npm start` on a fresh clone serves a current dashboard.
import { execSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isStale } from './build-freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sources = ['web/src', 'web/index.html', 'web/vite.config.ts', 'shared/domain/src'].map((source) => path.join(root, source));

if (isStale(path.join(root, 'web/dist/index.html'), sources)) {
  console.log('Building the dashboard…');
  execSync('npm run build -w web', { cwd: root, stdio: 'inherit' });
}
