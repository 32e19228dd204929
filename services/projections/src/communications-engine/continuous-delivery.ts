import { guestOfStream } from '@usher/events';
import { sql } from 'kysely';
import { PROJECTION_MANIFEST } from '@usher/events/projection-manifest';
import type { Db } from '@usher/infra/db/database';
import { projectionIsBehind } from '@usher/infra/eventstore/log-lookups';
import { comparePositions, LOG_START, type LogPosition } from '@usher/infra/eventstore/types';
import type { Audience } from '@usher/domain/guest-selection/audience';
import { audienceGuests } from '@usher/read-models/guest-selection/audience';
import { appendEach, engineMetadata, messageCreation } from './engine-appends.ts';
import { readAlertState } from './alert-stream-state.ts';
import { outboundMessageIdFor } from './message-ids.ts';
import { APPEND_CHUNK, type DispatcherContext } from './alert-dispatcher.ts';

/** What changes who matches an audience: everything the guest list applies. */
export const GUEST_LIST_TYPES = PROJECTION_MANIFEST.guest_list;
const EVENTS_PER_PASS = 2000;
const FULL_CHECKS_PER_PASS = 5;

interface ContinuousAlert {
  id: string;
  event_uuid: string;
  audience: Audience;
}

/** Guests whose rows changed, by event; null: the whole list may have (a deleted tag, a seating plan). */
type Changes = Map<string, Set<string> | null>;

async function guestListCheckpoint(db: Db): Promise<LogPosition> {
  const row = await db.selectFrom('projection_checkpoints').select(['transaction_id', 'global_position']).where('name', '=', 'guest_list').executeTakeFirst();
  return row ? { transactionId: row.transaction_id, globalPosition: row.global_position } : LOG_START;
}

/**
 * Continuous delivery: once an alert with it is dispatched, a guest who comes
 * to match its audience later (answers yes, gets the tag, is added) gets the
 * message too, once: round 0 with the same deterministic id, so a guest
 * already written to is never written to again.
 *
 * It follows the guest-list events of the log, read only as far as the guest
 * list has applied them (its checkpoint), so the rows it queries already show
 * each change; it then asks each affected alert's audience about the changed
 * guests only. An alert that becomes continuous (or every one, when the
 * leader starts) is checked against its whole audience once.
 */
export class ContinuousDelivery {
  private position: LogPosition | null = null;
  private readonly checked = new Set<string>();
  // Fixed once an alert is dispatched (see AlertStreamState), so read once.
  private readonly generations = new Map<string, number>();
  // The alerts the last pass delivered continuously; null when it could not tell (the read model was behind).
  private followed: number | null = null;

  constructor(private readonly context: DispatcherContext) {}

  /**
   * Whether a change to the guest list may give continuous delivery work:
   * the last pass found an alert to deliver continuously, or could not tell.
   * The engine wakes on those changes only then (on alerts' changes and at
   * its poll always).
   */
  get following(): boolean {
    return this.followed !== 0;
  }

  /** True when there is more to do at once. */
  async pass(): Promise<boolean> {
    const { db } = this.context;
    // Messages made by the dispatcher must be in the read model, or they would all be tried again.
    if (await projectionIsBehind(db, 'communications', ['OutboundMessageCreated', 'AlertDispatched'])) {
      this.followed = null;
      return false;
    }
    const applied = await guestListCheckpoint(db);
    // Taken before the alerts are read: a change after it is followed below, never missed between.
    this.position ??= applied;
    const alerts = await this.continuousAlerts();
    this.followed = alerts.length;
    if (alerts.length === 0) {
      // Nobody to deliver to: the changes so far concern no alert (one turned on later is checked whole).
      this.checked.clear();
      if (comparePositions(applied, this.position) > 0) this.position = applied;
      return false;
    }
    const unchecked = alerts.filter((alert) => !this.checked.has(alert.id));
    for (const alert of unchecked.slice(0, FULL_CHECKS_PER_PASS)) {
      await this.deliver(alert, null);
      this.checked.add(alert.id);
    }
    for (const id of this.checked) if (!alerts.some((alert) => alert.id === id)) this.checked.delete(id);
    const { changes, more } = await this.changesUpTo(applied);
    for (const alert of alerts) {
      if (!this.checked.has(alert.id) || !changes.has(alert.event_uuid)) continue;
      await this.deliver(alert, changes.get(alert.event_uuid) ?? null);
    }
    return more || unchecked.length > FULL_CHECKS_PER_PASS;
  }

  private async continuousAlerts(): Promise<ContinuousAlert[]> {
    const rows = await this.context.db
      .selectFrom('rm_alerts')
      .select(['id', 'event_uuid', 'audience'])
      .where('is_continuous_delivery', '=', true)
      .where('status', 'in', ['sent', 'sending'])
      .where('dispatched_round', 'is not', null)
      .execute();
    return rows.map((row) => ({ id: row.id, event_uuid: row.event_uuid, audience: row.audience as Audience }));
  }

  /** The guests changed since the last pass, as far as the guest list has applied (at most EVENTS_PER_PASS events). */
  private async changesUpTo(applied: LogPosition): Promise<{ changes: Changes; more: boolean }> {
    const changes: Changes = new Map();
    const from = this.position!;
    if (comparePositions(applied, from) <= 0) return { changes, more: false };
    // Types and stream ids only: the envelopes stay shut.
    const { events, next } = await this.context.store.readAll(from, EVENTS_PER_PASS, { types: GUEST_LIST_TYPES, sealed: true });
    let position = from;
    let waiting = false;
    for (const event of events) {
      // Not applied by the guest list yet: its rows would not show the change. Read again next pass.
      if (comparePositions(event, applied) > 0) {
        waiting = true;
        break;
      }
      position = { transactionId: event.transactionId, globalPosition: event.globalPosition };
      const eventUuid = event.metadata.event_uuid;
      if (!eventUuid) continue;
      // An event on one guest's stream changes that guest; any other (a tag deleted) may change them all.
      const guest = guestOfStream(event.streamId);
      const guests = changes.has(eventUuid) ? changes.get(eventUuid)! : new Set<string>();
      if (guests && guest) guests.add(guest);
      changes.set(eventUuid, guest ? guests : null);
    }
    const full = events.length === EVENTS_PER_PASS;
    // Fewer than asked for and none held back: every event of these types up to `next` was read.
    this.position = !waiting && !full ? next : position;
    return { changes, more: !waiting && full };
  }

  /** Messages for the audience's guests (of `guestIds`, or all) who have none yet. */
  private async deliver(alert: ContinuousAlert, guestIds: Set<string> | null): Promise<void> {
    const { db, store, clock, tenants } = this.context;
    if (guestIds?.size === 0) return;
    const generation = await this.generationOf(alert.id);
    let query = await audienceGuests(db, alert.event_uuid, alert.audience, { excludeSuppressed: true });
    if (guestIds) query = query.where(sql<boolean>`a.id = any(${[...guestIds]}::uuid[])`);
    const guests = await query.select(['a.id', 'a.email']).execute();
    if (guests.length === 0) return;
    const ids = guests.map((guest) => outboundMessageIdFor(alert.id, guest.id, 0, generation));
    const existing = new Set(
      (
        await db
          .selectFrom('rm_outbound_messages')
          .select('id')
          .where(sql<boolean>`id = any(${ids}::uuid[])`)
          .execute()
      ).map((row) => row.id),
    );
    const now = clock.now();
    const metadata = engineMetadata(await tenants.of(alert.event_uuid), now);
    const settings = await db
      .selectFrom('rm_event_communication_settings')
      .select('smtp_configuration_id')
      .where('event_uuid', '=', alert.event_uuid)
      .executeTakeFirst();
    const creations = guests
      .map((guest, index) => ({ guest, id: ids[index]! }))
      .filter(({ id }) => !existing.has(id))
      .map(({ guest, id }) =>
        messageCreation(
          {
            event_uuid: alert.event_uuid,
            message_id: id,
            alert_id: alert.id,
            attendee_id: guest.id,
            email: guest.email!.trim(),
            round: 0,
            status: 'accepted',
            due_at: now.toISOString(),
            smtp_configuration_id: settings?.smtp_configuration_id ?? null,
          },
          metadata,
        ),
      );
    await appendEach(store, creations, APPEND_CHUNK);
  }

  private async generationOf(alertId: string): Promise<number> {
    let generation = this.generations.get(alertId);
    if (generation === undefined) {
      generation = (await readAlertState(this.context.store, alertId)).generation;
      this.generations.set(alertId, generation);
    }
    return generation;
  }
}
