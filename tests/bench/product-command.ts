import { ensureServerBuild, SERVER_ENTRY, SERVER_HEAP_FLAGS, SERVER_NODE_FLAGS } from '../../infra/bin/ensure-server-build.mjs';

// The bench measures the product as `npm start` runs it: Node on the built server (infra/dist), built here first when
// its sources changed. Under tsx each of the product's threads had a loader thread of its own and compiled the sources
// as it started, which the bench's starts paid for and operators never do.
// BENCH_FROM_SOURCES=1 runs the sources under tsx instead: a CPU profile then names our files, not the bundle's chunks.
const fromSources = process.env.BENCH_FROM_SOURCES === '1';
if (!fromSources) await ensureServerBuild();

/** The command and arguments that start the product; `nodeArgs` are flags for its node (`--cpu-prof`, say). */
export function productCommand(nodeArgs: readonly string[] = []): [string, string[]] {
  if (fromSources) return [process.execPath, [...SERVER_HEAP_FLAGS, ...nodeArgs, '--import', 'tsx', 'infra/src/main.ts']];
  return [process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, SERVER_ENTRY]];
}

/** PRODUCT_NODE_ARGS, the flags the single-part bench tools give the product's node (`--cpu-prof --cpu-prof-dir=…`). */
export function productNodeArgsFromEnvironment(): string[] {
  return (process.env.PRODUCT_NODE_ARGS ?? '').split(' ').filter(Boolean);
}
