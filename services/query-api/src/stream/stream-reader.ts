import type { ReadAllOptions } from '@usher/infra/eventstore/event-store';
import type { LogPosition } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { encodeCursor } from './stream-cursor.ts';
import { toStreamItem, type StreamItem } from './stream-item.ts';

export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 1000;
export const MAX_WAIT_SECONDS = 30;
// A transaction still running holds the safe horizon back; it may end without
// appending (so no notification comes), hence a short nap rather than a wait.
const PENDING_RETRY_MS = 15;

export interface StreamPage {
  data: StreamItem[];
  meta: { cursor: string; has_more: boolean };
}

/**
 * One page of the stream after `after`, in commit order. With `waitSeconds`,
 * an empty page is held open until something the reader may see is appended
 * (long polling), then read again. The cursor may move past events the reader
 * does not see, so the next read does not scan them again.
 */
export async function readStreamPage(context: ServiceContext, scope: ReadAllOptions, after: LogPosition, limit: number, waitSeconds = 0): Promise<StreamPage> {
  const deadline = Date.now() + waitSeconds * 1000;
  let from = after;
  for (;;) {
    const heard = context.store.appendSignal(scope.types);
    const page = await context.store.readAll(from, limit, scope);
    from = page.next;
    const remaining = deadline - Date.now();
    if (page.events.length > 0 || remaining <= 0) {
      return { data: page.events.map(toStreamItem), meta: { cursor: encodeCursor(page.next), has_more: page.events.length === limit } };
    }
    await context.store.waitForAppend(page.pendingBeyond ? Math.min(PENDING_RETRY_MS, remaining) : remaining, heard, scope.types);
  }
}
