import { eventCatalogue, streamIds } from '@usher/events';
import { attendeeDecider } from '@usher/domain/deciders/attendee-decider';
import { evolveFrom, fold } from '@usher/domain/deciders/decider';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { isUuid } from '@usher/domain/ids/uuid';
import { WrongExpectedVersionError, type EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { toDomainEvent } from '../handling/execute.ts';
import { aggregateCache } from '../handling/aggregate-cache.ts';
import { present } from '../attendees/attendee-handlers.ts';
import { personalTracesOf } from './personal-traces.ts';
import { scrubSideTables } from './scrub-side-tables.ts';
import { eraseGuestMail } from './erase-guest-mail.ts';
import { readMailConfig } from '@usher/infra/mail/mail-config';
import { outboxDirsOf } from '@usher/infra/mail/outbox-erasure';

const MAX_ATTEMPTS = 5;

/**
 * Forgets a guest's personal data (crypto-shredding): appends
 * AttendeeForgotten, whose append deletes the guest's key in the same
 * statement, and in the same transaction scrubs the working tables that copy
 * guest data outside the log; then deletes the guest's messages from the mail
 * folder. The log stays whole and replayable; every read of it shows a
 * forgotten guest from then on, and the read models follow.
 * Editors only (the route declares it); a removed guest can be forgotten too (their data is still in
 * the log), a forgotten one answers 409.
 */
export async function forgetAttendee(context: ServiceContext, id: string, metadata: EventMetadata) {
  if (!isUuid(id)) throw DomainError.notFound('attendee');
  const streamId = streamIds.attendee(id);
  for (let attempt = 1; ; attempt++) {
    const history = await context.store.readStream(streamId);
    const state = fold(attendeeDecider, history.map(toDomainEvent));
    if (!state.exists || !state.event_uuid) throw DomainError.notFound('attendee');
    const events = attendeeDecider.decide({ type: 'ForgetAttendee', at: context.clock.now() }, state).map((event) => {
      const entry = eventCatalogue[event.type];
      return { type: event.type, schemaVersion: entry.version, data: entry.schema.parse(event.data) as Record<string, unknown>, metadata };
    });
    const traces = personalTracesOf(history);
    try {
      const result = await context.db.transaction().execute(async (trx) => {
        const appended = await context.store.append([{ streamId, expectedVersion: history.length, events }], { trx });
        await scrubSideTables(trx, id, state.event_uuid!, traces);
        return appended;
      });
      context.store.notifyAppended(events.map((event) => event.type));
      aggregateCache.forget([streamId]);
      // Files cannot join the transaction: once the key is gone, the mail folder follows.
      for (const dir of outboxDirsOf(context.mail, readMailConfig().outboxDir)) await eraseGuestMail(traces, dir);
      const after = evolveFrom(attendeeDecider, state, events.map(toDomainEvent));
      const createdAt = history[0] ? new Date(history[0].recordedAt).toISOString() : null;
      const updatedAt = new Date(result.events[result.events.length - 1]!.recordedAt).toISOString();
      return { data: present(id, after, createdAt ? { created_at: createdAt, updated_at: updatedAt } : undefined), position: result.position };
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || attempt >= MAX_ATTEMPTS) throw error;
    }
  }
}
