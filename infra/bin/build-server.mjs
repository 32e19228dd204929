// Builds the server into infra/dist: our TypeScript (services, shared, infra)
// bundled by esbuild into a few ES modules, every npm package left to Node.
// A start then loads a handful of files instead of compiling some two
// thousand TypeScript modules through a loader in each of its threads: about
// half the CPU of a start, which the end-to-end suite pays some forty times.
// The source stays the truth: `npm run dev` and the tests run it directly.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_DIST = path.join(root, 'infra/dist');

/**
 * Our workspaces (@usher/*) and relative imports are bundled; every other package is imported at run
 * time, except a package's JSON data (a list of mail providers), which Node would only import with an
 * import attribute that our sources, run by tsx, do not write: it is bundled.
 */
const npmPackagesStayExternal = {
  name: 'npm-packages-stay-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@usher/') || args.path.endsWith('.json') ? undefined : { path: args.path, external: true },
    );
  },
};

const common = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outdir: SERVER_DIST,
  // .mjs, flat in one folder: a thread's entry is found beside the code that starts it, by the same
  // relative name as in the sources (new URL('./projections-worker.mjs', import.meta.url)).
  outExtension: { '.js': '.mjs' },
  sourcemap: 'linked',
  plugins: [npmPackagesStayExternal],
  logLevel: 'warning',
};

export async function buildServer() {
  await build({
    ...common,
    entryPoints: {
      main: 'infra/src/main.ts',
      'start-service': 'infra/src/start-service.ts',
      'projections-worker': 'infra/src/runtime/projections-worker.ts',
    },
    // The threads share the services' code with the main entries.
    splitting: true,
    chunkNames: '[name]-[hash]',
  });
  // piscina require()s a thread's file before it imports it: one module of its own, no shared chunk.
  await build({ ...common, entryPoints: { 'spreadsheet-thread': 'infra/src/spreadsheets/spreadsheet-thread-entry.ts' } });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildServer();
  console.log(`Server built into ${path.relative(root, SERVER_DIST)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
