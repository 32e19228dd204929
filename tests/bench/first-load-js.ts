/**
 * What a page's first load costs in JavaScript, from Vite's build manifest
 * (web/dist/.vite/manifest.json): the entry's scripts and the chunks of the
 * page's route components (each with its layouts), following static imports
 * only — a dynamic import loads later, when it is used. Sizes are of the
 * gzip copies the build writes beside each script, which the server sends.
 * `npx tsx tests/bench/first-load-js.ts` prints the table alone.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** The pages weighed, by the route files their first load renders (outermost layout first). */
export const WEIGHED_PAGES: { page: string; routes: string[] }[] = [
  { page: 'Login page', routes: ['src/routes/_auth.tsx', 'src/routes/_auth/account/login.tsx'] },
  { page: 'Guest list', routes: ['src/routes/_default.tsx', 'src/routes/_default/events/$uuid.tsx', 'src/routes/_default/events/$uuid/guest-management.tsx'] },
];

export interface FirstLoad {
  page: string;
  scripts: number;
  gzipBytes: number;
  rawBytes: number;
}

function gzipSizeOf(file: string): { gzip: number; raw: number } {
  const full = path.join(DIST, file);
  const raw = fs.statSync(full).size;
  const gz = `${full}.gz`;
  // The build compresses files of 1 kB or more; smaller ones go as they are.
  return { raw, gzip: fs.existsSync(gz) ? fs.statSync(gz).size : zlib.gzipSync(fs.readFileSync(full), { level: 9 }).length };
}

/** The chunk of a route's component (split by the router plugin) or of the route module itself. */
function chunkKeyOf(manifest: Manifest, route: string): string {
  const split = `${route}?tsr-split=component`;
  if (manifest[split]) return split;
  if (manifest[route]) return route;
  throw new Error(`${route} is not in the build manifest (npm run build first, or the route moved)`);
}

/** The scripts a page's first load asks for, the entry's first (paths under dist/). */
function scriptsOf(manifest: Manifest, routes: string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  for (const route of routes) visit(chunkKeyOf(manifest, route));
  return [...files].filter((file) => file.endsWith('.js'));
}

export function firstLoadOf(manifest: Manifest, page: string, routes: string[]): FirstLoad {
  const scripts = scriptsOf(manifest, routes);
  const sizes = scripts.map(gzipSizeOf);
  return {
    page,
    scripts: scripts.length,
    gzipBytes: sizes.reduce((sum, size) => sum + size.gzip, 0),
    rawBytes: sizes.reduce((sum, size) => sum + size.raw, 0),
  };
}

const readManifest = (dist = DIST) => JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

export function measureFirstLoads(): FirstLoad[] {
  const manifest = readManifest();
  return WEIGHED_PAGES.map(({ page, routes }) => firstLoadOf(manifest, page, routes));
}

/** The scripts of one of WEIGHED_PAGES' first loads in a build (`dist`), as the browser asks for them (`assets/…`). */
export function firstLoadFiles(page: string, dist = DIST): string[] {
  const weighed = WEIGHED_PAGES.find((candidate) => candidate.page === page);
  if (!weighed) throw new Error(`No weighed page ${page}`);
  return scriptsOf(readManifest(dist), weighed.routes);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const load of measureFirstLoads()) {
    console.log(`${load.page}: ${(load.gzipBytes / 1024).toFixed(1)} kB gzip (${(load.rawBytes / 1024).toFixed(0)} kB raw) in ${load.scripts} scripts`);
  }
}

/** The bench's rows: each weighed page against issue 31's 150 kB of gzip JavaScript on first load. */
export function firstLoadRows(targetKb = 150): { figure: string; value: string; against: string; verdict: 'PASS' | 'MISS' }[] {
  return measureFirstLoads().map((load) => ({
    figure: `First-load JavaScript, ${load.page.toLowerCase()} (gzip)`,
    value: `${(load.gzipBytes / 1024).toFixed(1)} kB`,
    against: `target ≤ ${targetKb} kB; ${load.scripts} scripts, ${Math.round(load.rawBytes / 1024)} kB unpacked`,
    verdict: load.gzipBytes <= targetKb * 1024 ? 'PASS' : 'MISS',
  }));
}
