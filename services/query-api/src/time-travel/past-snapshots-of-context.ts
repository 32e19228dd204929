import type { ServiceContext } from '@usher/infra/context';
import { PastSnapshots } from './past-snapshots.ts';

// One snapshot cache per running context (one per process, or per test app).
const byContext = new WeakMap<ServiceContext['db'], PastSnapshots>();

/** The past-view snapshots of this context's database, made on first use. */
export function pastSnapshotsOf(context: ServiceContext): PastSnapshots {
  let snapshots = byContext.get(context.db);
  if (!snapshots) byContext.set(context.db, (snapshots = new PastSnapshots(context.db, context.store)));
  return snapshots;
}
