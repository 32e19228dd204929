// Whether a build output is older than the newest of its sources: the check
// behind `npm start` building the dashboard and the server when they changed.
import fs from 'node:fs';

function newest(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const name of fs.readdirSync(target)) {
    if (name === 'node_modules' || name === 'dist' || name === 'test' || name.endsWith('.gen.ts')) continue;
    latest = Math.max(latest, newest(`${target}/${name}`));
  }
  return latest;
}

/** True when `output` is missing or any of `sources` (files or folders, searched whole) changed after it. */
export function isStale(output, sources) {
  const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
  return built < Math.max(0, ...sources.filter((source) => fs.existsSync(source)).map(newest));
}
