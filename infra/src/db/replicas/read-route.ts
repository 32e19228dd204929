import { AsyncLocalStorage } from 'node:async_hooks';
import type { ReplicaNode, ReplicaSet } from './replica-set.ts';

/**
 * Where the reads of one request go: a replica, or the primary when none may
 * answer (or the request fell back). Kept in async-local storage so the
 * database layer finds it without every query naming it.
 */
export interface ReadRoute {
  replicas: ReplicaSet;
  replica: ReplicaNode | null;
  /** The request waited for its X-Min-Position on the replica in vain and reads from the primary instead. */
  fellBack: boolean;
}

const routes = new AsyncLocalStorage<ReadRoute>();

/** Runs `work` with its reads sent to `replica` (null: the primary). */
export function withReadRoute<T>(replicas: ReplicaSet, replica: ReplicaNode | null, work: (route: ReadRoute) => T): T {
  const route: ReadRoute = { replicas, replica, fellBack: false };
  return routes.run(route, () => work(route));
}

/** The route of the request being served, if it reads from replicas at all. */
export function currentReadRoute(): ReadRoute | undefined {
  return routes.getStore();
}

/** From now on this request reads from the primary. */
export function fallBackToPrimary(route: ReadRoute): void {
  if (!route.replica) return;
  route.replica = null;
  route.fellBack = true;
}

/** The replica did not answer: it leaves the rotation, and this request reads from the primary. */
export function replicaFailed(route: ReadRoute): void {
  if (route.replica) route.replicas.markDown(route.replica);
  route.replica = null;
}
