import type { WebSocket } from 'ws';
import type { ReadAllOptions } from '@usher/infra/eventstore/event-store';
import type { LogPosition } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { toStreamItem } from './stream-item.ts';

const PAGE_SIZE = 500;
// Re-checks now and then that the credential still holds (a revoked token stops the tail).
const IDLE_WAIT_MS = 5000;
const PENDING_RETRY_MS = 15;

/**
 * Sends the backlog after `after`, then follows the log: one message per
 * item, in commit order, each carrying the cursor to resume from. A page is
 * read only once the previous one has been handed to the socket, so a slow
 * consumer slows the reading instead of filling memory.
 */
export async function tailStream(
  context: ServiceContext,
  socket: WebSocket,
  scope: ReadAllOptions,
  after: LogPosition,
  stillAllowed: () => Promise<boolean>,
): Promise<void> {
  let from = after;
  const open = () => socket.readyState === socket.OPEN;
  while (open()) {
    const heard = context.store.appendSignal(scope.types);
    const page = await context.store.readAll(from, PAGE_SIZE, scope);
    from = page.next;
    if (page.events.length > 0) {
      await sendAll(
        socket,
        page.events.map((event) => JSON.stringify(toStreamItem(event))),
      );
      continue;
    }
    await context.store.waitForAppend(page.pendingBeyond ? PENDING_RETRY_MS : IDLE_WAIT_MS, heard, scope.types);
    if (open() && !(await stillAllowed())) socket.close(4401, 'Unauthenticated');
  }
}

function sendAll(socket: WebSocket, messages: string[]): Promise<void> {
  return new Promise((resolve) => {
    if (messages.length === 0) return resolve();
    messages.forEach((message, index) => {
      // The last send's callback fires once everything before it is written (or the socket failed).
      socket.send(message, index === messages.length - 1 ? () => resolve() : undefined);
    });
  });
}
