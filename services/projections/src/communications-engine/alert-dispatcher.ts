import { eventCatalogue, streamIds } from '@usher/events';
import type { Db } from '@usher/infra/db/database';
import type { EventStore } from '@usher/infra/eventstore/event-store';
import { WrongExpectedVersionError } from '@usher/infra/eventstore/types';
import { projectionIsBehind } from '@usher/infra/eventstore/log-lookups';
import { audienceQuery } from '@usher/read-models/guest-selection/audience';
import type { Clock } from '@usher/infra/clock';
import { appendEach, engineMetadata, messageCreation, messageStatusChange, type EngineTenant } from './engine-appends.ts';
import { nextRoundToDispatch, readAlertState, type AlertStreamState } from './alert-stream-state.ts';
import { outboundMessageIdFor } from './message-ids.ts';
import type { EventTenants } from './event-tenants.ts';
import { resendRecipients } from './resend-recipients.ts';
import { suppressedAmong } from './suppressions.ts';

/** Streams per append: a few hundred messages are one statement, small enough to leave the guest list's writers room. */
export const APPEND_CHUNK = 250;
const DUE_PER_PASS = 10;
const UPCOMING_PER_PASS = 50;
const RETIRED_PER_PASS = 1000;
// An alert whose dispatch failed (its audience could not be read…) is tried again after this long, not every pass.
const FAILED_ALERT_PAUSE_MS = 30_000;

export interface DispatcherContext {
  db: Db;
  store: EventStore;
  clock: Clock;
  tenants: EventTenants;
  log: (message: string, error?: unknown) => void;
}

const CANCELED_BECAUSE = {
  regenerated: "The communication's audience or time changed before this message was sent.",
  unmatched: "The guest no longer matched the communication's audience when it was sent.",
  suppressed: 'The address is on the suppression list: the recipient unsubscribed, bounced or complained.',
  unscheduled: 'The communication was taken back to a draft before this message was sent.',
  deleted: 'The communication was deleted before this message was sent.',
};

/**
 * Turns alerts into messages. At an alert's time it reads the audience, makes
 * a message (accepted) for each guest who has none, cancels the scheduled
 * ones whose guest no longer matches or is now suppressed, then appends
 * AlertDispatched; a resend round does the same for the guests its scope
 * names. Ahead of time, a scheduled alert gets scheduled messages for its
 * audience as it stands, so the organiser sees who it will go to. Message
 * ids are a function of (alert, guest, round, generation) and streams are
 * created at version 0, so passes, restarts and rivals never double one.
 */
export class AlertDispatcher {
  // The rm_alerts.updated_at each upcoming alert's scheduled messages were made for (made again after a restart: harmless).
  private readonly previewed = new Map<string, string>();
  private readonly pausedUntil = new Map<string, number>();

  constructor(private readonly context: DispatcherContext) {}

  /** One pass over due, upcoming and withdrawn alerts; true when there may be more to do at once. */
  async pass(): Promise<boolean> {
    const more = await this.dispatchDue();
    await this.previewUpcoming();
    await this.cancelWithdrawn();
    return more;
  }

  private async dispatchDue(): Promise<boolean> {
    const now = this.context.clock.now();
    const due = await this.context.db
      .selectFrom('rm_alerts')
      .select('id')
      .where('status', 'in', ['scheduled', 'sending'])
      .where('due_at', '<=', now)
      .orderBy('due_at')
      .limit(DUE_PER_PASS)
      .execute();
    let dispatched = 0;
    for (const { id } of due) {
      if ((this.pausedUntil.get(id) ?? 0) > Date.now()) continue;
      try {
        if (await this.dispatch(id)) dispatched++;
      } catch (error) {
        this.pausedUntil.set(id, Date.now() + FAILED_ALERT_PAUSE_MS);
        this.context.log(`communications engine: dispatching alert ${id} failed; trying again later`, error);
      }
    }
    return dispatched > 0 && due.length === DUE_PER_PASS;
  }

  /** Dispatches the alert's next round if it is due; true when it appended AlertDispatched. */
  private async dispatch(alertId: string): Promise<boolean> {
    const state = await readAlertState(this.context.store, alertId);
    const round = nextRoundToDispatch(state);
    const now = this.context.clock.now();
    if (round === null || (round === 0 && (!state.dueAt || new Date(state.dueAt) > now))) return false;
    // The scheduled messages made ahead of time must all be in the read model before they are reconciled.
    if (await projectionIsBehind(this.context.db, 'communications', ['OutboundMessageCreated'])) return false;
    const tenant = await this.context.tenants.of(state.eventUuid);
    const recipients = round === 0 ? await this.reconcileAudience(state, tenant, 'accepted') : await this.makeResend(state, tenant, round);
    if (recipients === null) return false;
    const entry = eventCatalogue.AlertDispatched;
    const data = entry.schema.parse({ event_uuid: state.eventUuid, alert_id: alertId, round, recipients, dispatched_at: now.toISOString() });
    try {
      await this.context.store.append([
        {
          streamId: streamIds.alert(alertId),
          expectedVersion: state.version,
          events: [{ type: 'AlertDispatched', schemaVersion: entry.version, data, metadata: engineMetadata(tenant, now) }],
        },
      ]);
      return true;
    } catch (error) {
      // The organiser changed the alert meanwhile: the next pass decides again on what it is now.
      if (error instanceof WrongExpectedVersionError) return false;
      throw error;
    }
  }

  /**
   * Brings the alert's round-0 messages in line with its audience as it is
   * now: a message (of `status`) for every guest without one, and the
   * scheduled messages of earlier generations canceled. At due time
   * ('accepted') the scheduled messages of guests who left the audience are
   * canceled too. Returns how many guests it goes to, or null when a
   * cancellation lost a race and the pass must be repeated.
   */
  private async reconcileAudience(state: AlertStreamState, tenant: EngineTenant, status: 'scheduled' | 'accepted'): Promise<number | null> {
    const { db, store, clock } = this.context;
    const now = clock.now();
    const guests = await audienceQuery(db, state.eventUuid, state.content.audience, { excludeSuppressed: true });
    const wanted = new Map(guests.map((guest) => [outboundMessageIdFor(state.alertId, guest.id, 0, state.generation), guest]));
    const existing = await db
      .selectFrom('rm_outbound_messages')
      .select(['id', 'attendee_id', 'email', 'status', 'version'])
      .where('alert_id', '=', state.alertId)
      .where('round', '=', 0)
      .execute();
    const made = new Set(existing.map((row) => row.id));
    const smtpConfigurationId = await this.smtpConfigurationOf(state.eventUuid);
    const metadata = engineMetadata(tenant, now);
    const creations = [...wanted]
      .filter(([id]) => !made.has(id))
      .map(([id, guest]) =>
        messageCreation(
          {
            event_uuid: state.eventUuid,
            message_id: id,
            alert_id: state.alertId,
            attendee_id: guest.id,
            email: guest.email,
            round: 0,
            status,
            due_at: status === 'scheduled' && state.dueAt ? state.dueAt : now.toISOString(),
            smtp_configuration_id: smtpConfigurationId,
          },
          metadata,
        ),
      );
    const isCurrent = (row: { id: string; attendee_id: string | null }) =>
      row.attendee_id !== null && row.id === outboundMessageIdFor(state.alertId, row.attendee_id, 0, state.generation);
    const stale = existing.filter((row) => row.status === 'scheduled' && (!isCurrent(row) || (status === 'accepted' && !wanted.has(row.id))));
    const suppressed = tenant.organisationId
      ? await suppressedAmong(
          db,
          tenant.organisationId,
          stale.map((row) => row.email),
        )
      : new Set<string>();
    const cancellations = stale.map((row) =>
      messageStatusChange(
        {
          event_uuid: state.eventUuid,
          message_id: row.id,
          alert_id: state.alertId,
          attendee_id: row.attendee_id,
          status: 'canceled',
          detail: !isCurrent(row)
            ? CANCELED_BECAUSE.regenerated
            : suppressed.has(row.email.trim().toLowerCase())
              ? CANCELED_BECAUSE.suppressed
              : CANCELED_BECAUSE.unmatched,
        },
        row.version,
        metadata,
      ),
    );
    // A refused creation is a message that exists already (made by another pass): nothing to do.
    await appendEach(store, creations, APPEND_CHUNK);
    const canceled = await appendEach(store, cancellations, APPEND_CHUNK);
    return canceled.refused.length > 0 ? null : wanted.size;
  }

  /** A resend round: a new message for each guest the scope names (see resendRecipients). */
  private async makeResend(state: AlertStreamState, tenant: EngineTenant, round: number): Promise<number> {
    const scope = state.rounds.get(round) ?? 'failed';
    const now = this.context.clock.now();
    const guests = await resendRecipients(this.context.db, {
      alertId: state.alertId,
      eventUuid: state.eventUuid,
      organisationId: tenant.organisationId,
      round,
      scope,
    });
    const smtpConfigurationId = await this.smtpConfigurationOf(state.eventUuid);
    const metadata = engineMetadata(tenant, now);
    const creations = guests.map((guest) =>
      messageCreation(
        {
          event_uuid: state.eventUuid,
          message_id: outboundMessageIdFor(state.alertId, guest.id, round, state.generation),
          alert_id: state.alertId,
          attendee_id: guest.id,
          email: guest.email,
          round,
          status: 'accepted',
          due_at: now.toISOString(),
          smtp_configuration_id: smtpConfigurationId,
        },
        metadata,
      ),
    );
    await appendEach(this.context.store, creations, APPEND_CHUNK);
    return guests.length;
  }

  /** Scheduled alerts whose time is ahead: their scheduled messages, made again whenever the alert changed. */
  private async previewUpcoming(): Promise<void> {
    const now = this.context.clock.now();
    const upcoming = await this.context.db
      .selectFrom('rm_alerts')
      .select(['id', 'updated_at'])
      .where('status', '=', 'scheduled')
      .where('due_at', '>', now)
      .orderBy('updated_at', 'desc')
      .limit(UPCOMING_PER_PASS)
      .execute();
    for (const { id, updated_at } of upcoming) {
      const seen = new Date(updated_at).toISOString();
      if (this.previewed.get(id) === seen || (this.pausedUntil.get(id) ?? 0) > Date.now()) continue;
      try {
        if (await projectionIsBehind(this.context.db, 'communications', ['OutboundMessageCreated'])) return;
        const state = await readAlertState(this.context.store, id);
        if (state.status !== 'scheduled' || state.dispatchedRound !== null) continue;
        const tenant = await this.context.tenants.of(state.eventUuid);
        if ((await this.reconcileAudience(state, tenant, 'scheduled')) !== null) this.previewed.set(id, seen);
      } catch (error) {
        this.pausedUntil.set(id, Date.now() + FAILED_ALERT_PAUSE_MS);
        this.context.log(`communications engine: preparing the scheduled messages of alert ${id} failed; trying again later`, error);
      }
    }
    for (const id of this.previewed.keys()) if (!upcoming.some((alert) => alert.id === id)) this.previewed.delete(id);
  }

  /** Messages not yet sent of alerts taken back to a draft or deleted: canceled. */
  private async cancelWithdrawn(): Promise<void> {
    const { db, store, clock } = this.context;
    const rows = await db
      .selectFrom('rm_outbound_messages as m')
      .innerJoin('rm_alerts as a', 'a.id', 'm.alert_id')
      .select(['m.id', 'm.version', 'm.event_uuid', 'm.alert_id', 'm.attendee_id', 'a.status as alert_status'])
      .where('a.status', 'in', ['draft', 'deleted'])
      .where('m.status', 'in', ['accepted', 'scheduled', 'queued'])
      .limit(RETIRED_PER_PASS)
      .execute();
    if (rows.length === 0) return;
    const now = clock.now();
    const requests = [];
    for (const row of rows) {
      const metadata = engineMetadata(await this.context.tenants.of(row.event_uuid), now);
      const detail = row.alert_status === 'deleted' ? CANCELED_BECAUSE.deleted : CANCELED_BECAUSE.unscheduled;
      requests.push(
        messageStatusChange(
          { event_uuid: row.event_uuid, message_id: row.id, alert_id: row.alert_id, attendee_id: row.attendee_id, status: 'canceled', detail },
          row.version,
          metadata,
        ),
      );
    }
    // A refused one moved meanwhile (the read model lagged): the next pass sees it as it is.
    await appendEach(store, requests, APPEND_CHUNK);
  }

  private async smtpConfigurationOf(eventUuid: string): Promise<string | null> {
    const row = await this.context.db
      .selectFrom('rm_event_communication_settings')
      .select('smtp_configuration_id')
      .where('event_uuid', '=', eventUuid)
      .executeTakeFirst();
    return row?.smtp_configuration_id ?? null;
  }
}
