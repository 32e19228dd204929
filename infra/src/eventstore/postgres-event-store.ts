import { uuidv7 } from './uuid-v7.ts';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';
import { PREPARED } from '../db/prepared-statements.ts';
import type { PgListener } from '../db/pg-listener.ts';
import { APPEND_CHANNEL } from './channels.ts';
import { AppendBatcher } from './append-batcher.ts';
import { AppendWakeups, concerns, wakeupPayload } from './append-wakeups.ts';
import { ENVELOPE, type PersonalDataVault } from './personal-data/personal-data-vault.ts';
import type {
  AppendOptions,
  AppendResult,
  DecisionEvent,
  DecisionReadOptions,
  EventLogFilter,
  EventLogPage,
  EventStore,
  ReadAllOptions,
  ReadAllResult,
} from './event-store.ts';
import { eventLogQuery } from './event-log-query.ts';
import { columnarEvents } from './columnar-events.ts';
import { inCommitOrder } from './commit-order.ts';
import { streamsNamed } from './streams-named.ts';
import { upcastToCurrent } from '@usher/events/upcasters/upcast';
import { forgettingRules, withPersonalDataForgotten } from '@usher/events';

const FORGETTING_TYPES = Object.keys(forgettingRules);
import {
  DuplicateIdempotencyKeyError,
  isAfter,
  WrongExpectedVersionError,
  type AppendRequest,
  type EventMetadata,
  type IdempotencyRecord,
  type LogPosition,
  type StoredEvent,
} from './types.ts';

/** How insertEvents writes: in a caller's transaction or not, with the idempotency records of the commands it appends. */
interface InsertOptions {
  trx?: Db;
  idempotencies: IdempotencyRecord[];
}

/** Turns an event as stored in an older schema version into the current one. */
export type Upcaster = <Event extends Pick<StoredEvent, 'type' | 'schemaVersion' | 'data'>>(event: Event) => Event;

interface EventRow {
  global_position: string;
  transaction_id: string;
  event_id: string;
  stream_id: string;
  stream_position: number;
  type: string;
  schema_version: number;
  data: Record<string, unknown>;
  metadata: EventMetadata;
  /** recorded_at as epoch milliseconds: a number is parsed far faster than a timestamp's text. */
  recorded_ms: number;
}

/** The columns of an EventRow, `e` being es_events, with these expressions for its data and metadata. */
const eventColumns = (data: RawBuilder<unknown>, metadata: RawBuilder<unknown>) =>
  sql`e.global_position, e.transaction_id, e.event_id, e.stream_id, e.stream_position, e.type, e.schema_version, ${data} as data, ${metadata} as metadata, (extract(epoch from e.recorded_at) * 1000)::float8 as recorded_ms`;
const EVENT_COLUMNS = eventColumns(sql`e.data`, sql`e.metadata`);

const UNIQUE_VIOLATION = '23505';
const DEADLOCK_DETECTED = '40P01';

/**
 * The oldest transaction still running: rows of it and of later ones may yet
 * be joined by rows that commit before them. A stable expression, so each
 * statement takes it once and its index scans stop there, rather than
 * stepping through (and visiting the table for) every row of the big
 * transactions still open: as a joined CTE it was only a filter, and each
 * read during an upload cost 20 ms.
 */
const HORIZON = sql`pg_snapshot_xmin(pg_current_snapshot())`;

export class PostgresEventStore implements EventStore {
  private readonly wakeups = new AppendWakeups();
  private readonly notifier: CoalescingNotifier;
  private readonly batcher = new AppendBatcher((requests, idempotencies) => this.appendNow(requests, { idempotencies }));

  constructor(
    private readonly db: Db,
    private readonly listener: PgListener,
    // Every row becomes a StoredEvent of its type's current version (shared/events/src/upcasters).
    private readonly upcast: Upcaster = upcastToCurrent,
    /** Encrypts personal fields on append and decrypts them on read (crypto-shredding); absent, events are stored as given. */
    private readonly vault?: PersonalDataVault,
  ) {
    listener.on(APPEND_CHANNEL, (payload: string) => {
      // Readers' keys must not outlive a forgetting anywhere: before anyone wakes to read on.
      if (vault && concerns(payload, FORGETTING_TYPES)) vault.heardOfForgetting();
      this.wakeups.heard(payload);
    });
    listener.on('reconnected', () => {
      // Notifications may have been missed while disconnected.
      vault?.heardOfForgetting();
      this.wakeups.heard('');
    });
    this.notifier = new CoalescingNotifier((types) => listener.notify(APPEND_CHANNEL, wakeupPayload(types)));
  }

  /**
   * Wakes readers after a commit: this process's at once, other processes by
   * one NOTIFY per burst of appends (sent outside the writers' transactions).
   * Naming the types appended lets readers of other types sleep on.
   */
  notifyAppended(types?: Iterable<string>): void {
    const named = types ? new Set(types) : null;
    this.listener.emit(APPEND_CHANNEL, wakeupPayload(named));
    this.notifier.poke(named);
  }

  appendSignal(types?: readonly string[]): number {
    return this.wakeups.signal(types);
  }

  /**
   * One statement appends to every stream. The unique (stream, position)
   * constraint refuses a writer whose stream has moved past its expected
   * version (including a racing one); the head check refuses one whose stream
   * is behind it, so no stream can get a gap. The batch travels as one JSON
   * parameter, and only the columns the store assigns come back.
   */
  append(requests: AppendRequest[], options: AppendOptions = {}): Promise<AppendResult> {
    // Appends in a transaction of their own go alone; keyed ones go in batches with their records.
    if (options.trx) return this.appendNow(requests, { trx: options.trx, idempotencies: options.idempotency ? [options.idempotency] : [] });
    return this.batcher.append(requests, options.idempotency);
  }

  private async appendNow(requests: AppendRequest[], options: InsertOptions): Promise<AppendResult> {
    const vault = this.vault;
    if (!vault || options.trx) return this.insertEvents(requests, options);
    const asRows = requests.flatMap((request) =>
      request.events.map((event) => ({ stream_id: request.streamId, type: event.type, data: event.data, metadata: event.metadata })),
    );
    if (!vault.needsKeyLookup(asRows)) return this.insertEvents(requests, options, (keys) => vault.committed(keys));
    // Keys used for the first time are created in the append's own transaction:
    // an append that fails leaves no key behind, and none is cached before commit.
    let used = new Map<string, Buffer | null>();
    const result = await this.db
      .transaction()
      .execute((trx) => this.insertEvents(requests, { ...options, trx }, (keys) => (used = keys)))
      .catch((error: unknown) => {
        // The store's own transaction: rolled back whole, so a deadlock is a lost race (see insertEvents).
        throw isDeadlock(error) ? new WrongExpectedVersionError(requests.map((r) => r.streamId)) : error;
      });
    vault.committed(used);
    this.notifyAppended(asRows.map((row) => row.type));
    return result;
  }

  private async insertEvents(requests: AppendRequest[], options: InsertOptions, onSealed?: (keys: Map<string, Buffer | null>) => void): Promise<AppendResult> {
    const plain = requests.flatMap((request) =>
      request.events.map((event, index) => ({
        stream_id: request.streamId,
        stream_position: request.expectedVersion + index + 1,
        event_id: event.eventId ?? uuidv7(),
        type: event.type,
        schema_version: event.schemaVersion,
        data: event.data,
        metadata: event.metadata,
      })),
    );
    if (plain.length === 0) return { events: [], position: '0' };
    // What is stored has personal fields sealed; what is answered is what the caller gave.
    const sealing = this.vault ? await this.vault.seal(plain, options.trx ?? this.db) : null;
    const rows = sealing?.rows ?? plain;
    const forgotten = this.vault?.forgottenBy(plain) ?? [];
    // Deleting a forgotten subject's key commits with the event that says so, or not at all.
    const forget =
      forgotten.length > 0
        ? sql`, forgotten as (
            insert into personal_data_keys (subject_id, key, forgotten_at)
            select subject_id, null, now() from unnest(${forgotten}::uuid[]) as f(subject_id)
            where exists (select 1 from inserted)
            on conflict (subject_id) do update set key = null, forgotten_at = coalesce(personal_data_keys.forgotten_at, excluded.forgotten_at)
          )`
        : sql``;
    const existingHeads = requests.filter((r) => r.expectedVersion > 0).map((r) => ({ stream_id: r.streamId, expected: r.expectedVersion }));
    const records = options.idempotencies;
    // The records of a batch's keyed commands travel as arrays, their responses as one JSON array.
    const remember =
      records.length > 0
        ? sql`, remembered as (
          insert into es_idempotency (actor_key, idempotency_key, status, response)
          select r.actor_key, r.idempotency_key, r.status, ${JSON.stringify(records.map((record) => record.response ?? null))}::jsonb -> (r.ord::int - 1)
          from unnest(${records.map((record) => record.actorKey)}::text[], ${records.map((record) => record.key)}::text[], ${records.map((record) => record.status)}::int[])
            with ordinality as r(actor_key, idempotency_key, status, ord)
          where exists (select 1 from inserted)
        )`
        : sql``;
    const headCheck =
      existingHeads.length > 0
        ? sql`where not exists (
            select 1 from unnest(${existingHeads.map((h) => h.stream_id)}::text[], ${existingHeads.map((h) => h.expected)}::int[]) as h(stream_id, expected)
            where not exists (select 1 from es_events e where e.stream_id = h.stream_id and e.stream_position = h.expected)
          )`
        : sql``;
    const c = columnarEvents(rows);
    try {
      const result = await sql<{ global_position: string; transaction_id: string; recorded_ms: number }>`${PREPARED}
        with inserted as (
          insert into es_events (stream_id, stream_position, event_id, type, schema_version, data, metadata)
          select t.stream_id, t.stream_position, t.event_id, t.type, t.schema_version, ${c.dataJson}::jsonb -> t.data_index, ${c.metadataJson}::jsonb -> t.metadata_index
          from unnest(${c.streamIds}::text[], ${c.positions}::int[], ${c.eventIds}::uuid[], ${c.types}::text[], ${c.versions}::int[], ${c.dataIndexes}::int[], ${c.metadataIndexes}::int[])
            with ordinality as t(stream_id, stream_position, event_id, type, schema_version, data_index, metadata_index, ord)
          ${headCheck}
          order by t.ord
          returning global_position, transaction_id, recorded_at
        )${remember}${forget}
        select global_position, transaction_id::text as transaction_id, (extract(epoch from recorded_at) * 1000)::float8 as recorded_ms
        from inserted order by global_position`.execute(options.trx ?? this.db);
      if (result.rows.length !== rows.length) {
        throw new WrongExpectedVersionError(requests.map((r) => r.streamId));
      }
      if (forgotten.length > 0) this.vault!.evict(forgotten);
      if (sealing) onSealed?.(sealing.keys);
      const events = result.rows.map((assigned, index): StoredEvent => {
        const row = plain[index]!;
        const event: StoredEvent = {
          globalPosition: assigned.global_position,
          transactionId: assigned.transaction_id,
          eventId: row.event_id,
          streamId: row.stream_id,
          streamPosition: row.stream_position,
          type: row.type,
          schemaVersion: row.schema_version,
          data: row.data,
          metadata: row.metadata,
          recordedAt: new Date(assigned.recorded_ms),
        };
        // What the caller gave is answered; that the log keeps it sealed is said beside it (decision snapshots).
        if (rows[index] !== row && Object.hasOwn(rows[index]!.data, ENVELOPE)) event.personalDataSealed = true;
        return event;
      });
      // Inside a caller's transaction nothing is visible yet: the caller notifies after its commit.
      if (!options.trx) this.notifyAppended(plain.map((row) => row.type));
      return { events, position: events[events.length - 1]!.globalPosition };
    } catch (error) {
      if (isUniqueViolation(error, 'es_idempotency_pkey')) throw new DuplicateIdempotencyKeyError();
      if (isUniqueViolation(error)) throw new WrongExpectedVersionError(requests.map((r) => r.streamId));
      // Two batches of appends that meet on the same streams in opposite orders (seats taken
      // in one statement with other seats) deadlock, and PostgreSQL aborts one of them: nothing
      // of it was appended, so it is a lost race like any other and the command decides again.
      // Inside a caller's transaction the whole transaction is gone, which only the caller can retry.
      if (isDeadlock(error) && !options.trx) throw new WrongExpectedVersionError(requests.map((r) => r.streamId));
      throw error;
    }
  }

  async readStream(streamId: string): Promise<StoredEvent[]> {
    return (await this.readStreams([streamId])).get(streamId) ?? [];
  }

  async streamVersion(streamId: string, trx?: Db): Promise<number> {
    const result = await sql<{ version: number }>`
      select coalesce(max(stream_position), 0)::int as version from es_events where stream_id = ${streamId}`.execute(trx ?? this.db);
    return result.rows[0]?.version ?? 0;
  }

  /**
   * What a decision needs of each stream, and no more: metadata (most of an
   * event's bytes) and ids stay in the database. A bulk command over 50,000
   * guests folds about 100,000 events, and parsing them was its largest cost.
   */
  async readStreamsForDecision(streamIds: string[], options: DecisionReadOptions = {}): Promise<Map<string, DecisionEvent[]>> {
    const byStream = new Map<string, DecisionEvent[]>(streamIds.map((id) => [id, []]));
    if (streamIds.length === 0) return byStream;
    // Without personal data, envelopes (most of a guest's first event) stay in the database.
    const withheld = options.personalData === false;
    const dataColumns = withheld ? sql`data - ${ENVELOPE}::text as data, data ? ${ENVELOPE}::text as sealed` : sql`data, false as sealed`;
    // After a snapshot, each stream's tail alone: one range of the stream index a
    // stream, which comes in stream order without a sort (checked below).
    const streams = options.after
      ? sql`unnest(${streamIds}::text[], ${streamIds.map((id) => options.after!.get(id) ?? 0)}::int[]) as t(stream_id, after) join es_events on es_events.stream_id = t.stream_id and es_events.stream_position > t.after`
      : sql`es_events where ${streamsNamed('es_events', streamIds)} order by stream_id, stream_position`;
    // The time as epoch milliseconds: a number is parsed far faster than a timestamp's text.
    const { rows } = await sql<{
      stream_id: string;
      stream_position: number;
      type: string;
      schema_version: number;
      data: Record<string, unknown>;
      sealed: boolean;
      recorded_ms: number;
    }>`${PREPARED}
      select es_events.stream_id, stream_position, type, schema_version, ${dataColumns}, (extract(epoch from recorded_at) * 1000)::float8 as recorded_ms
      from ${streams}`.execute(this.db);
    if (options.after) inStreamOrder(rows);
    const read: DecisionEvent[] = rows.map((row) => ({
      type: row.type,
      schemaVersion: row.schema_version,
      // A sealed event read without its envelope reads as its forgotten form, a shape every decider folds.
      data: row.sealed ? withPersonalDataForgotten(row.type, row.data) : row.data,
      recordedAt: new Date(row.recorded_ms),
    }));
    const events = withheld ? read : await this.open(read);
    rows.forEach((row, i) => byStream.get(row.stream_id)?.push(this.upcast(events[i]!)));
    return byStream;
  }

  async readStreams(streamIds: string[]): Promise<Map<string, StoredEvent[]>> {
    const byStream = new Map<string, StoredEvent[]>(streamIds.map((id) => [id, []]));
    if (streamIds.length === 0) return byStream;
    const result = await sql<EventRow>`${PREPARED}
      select ${EVENT_COLUMNS} from es_events e where ${streamsNamed('e', streamIds)}
      order by e.stream_id, e.stream_position`.execute(this.db);
    for (const event of await this.open(result.rows.map(toStoredEvent))) byStream.get(event.streamId)?.push(this.upcast(event));
    return byStream;
  }

  /**
   * Reads in commit order, and only rows whose transaction is older than every
   * transaction still running: a row with a lower position that commits later
   * can then never be skipped. With a type filter, `next` still moves past the
   * events of other types (to the last safe event of the log), so a projection
   * never rescans what it does not handle. One statement, one snapshot, which
   * also says whether events the reader would read are committed beyond the
   * horizon (behind a transaction still running): only those make it look
   * again soon. A check-in committed while the guest list's batch is open is
   * no reason for the webhook endpoints' reader to poll (issue 31: every
   * reader polled every 15 ms under a door's load, two statements each time).
   */
  async readAll(after: LogPosition, limit: number, options: ReadAllOptions = {}): Promise<ReadAllResult> {
    // Both filters match an expression index led by the tenant, then commit order (migration 013).
    const eventFilter = options.eventUuid ? sql`and e.metadata->>'event_uuid' = ${options.eventUuid}` : sql``;
    const organisationFilter = options.organisationId ? sql`and e.metadata->>'organisation_id' = ${options.organisationId}` : sql``;
    const excluded = options.excludeEventUuids?.length ? [...options.excludeEventUuids] : null;
    const tenantRead = options.eventUuid !== undefined || options.organisationId !== undefined || excluded !== null;
    const typeFilter = options.types ? sql`and e.type = any(${[...options.types]}::text[])` : sql``;
    const matchedTypeFilter = options.types && !tenantRead && options.behind === true ? walkingTypeFilter(options.types, typeFilter) : typeFilter;
    const exclusionFilter = excluded ? sql`and (e.metadata->>'event_uuid' is null or e.metadata->>'event_uuid' <> all(${excluded}::text[]))` : sql``;
    const untilFilter = options.until
      ? sql`and (e.transaction_id, e.global_position) <= (${options.until.transactionId}::xid8, ${options.until.globalPosition}::bigint)`
      : sql``;
    const tenantFilters = sql`${eventFilter} ${organisationFilter} ${exclusionFilter} ${untilFilter}`;
    // The projections' reads (no tenant) run prepared: planned once per connection. A read of one event's or
    // organisation's slice is planned for its values each time: which index serves it depends on the tenant
    // (a few catalogue events of one event, or 200,000 guests' events), and a generic plan cannot know which.
    const result = await sql<
      EventRow & { tail_transaction_id: string | null; tail_global_position: string | null; pending_beyond: boolean | null }
    >`${tenantRead ? sql`` : PREPARED}
      with matched as (
        select ${options.only ? routingColumns(options.only) : EVENT_COLUMNS} from es_events e
        where (e.transaction_id, e.global_position) > (${after.transactionId}::xid8, ${after.globalPosition}::bigint)
          and e.transaction_id < ${HORIZON}
          ${matchedTypeFilter} ${tenantFilters}
        order by e.transaction_id, e.global_position
        limit ${limit}
      ),
      tail as (
        select e.transaction_id, e.global_position from es_events e
        where e.transaction_id < ${HORIZON}
        order by e.transaction_id desc, e.global_position desc
        limit 1
      ),
      -- Everything past the tail is at or beyond the horizon: committed (or not yet visible) behind a running transaction.
      -- The horizon's own transaction is still running, so none of its rows is visible: they are skipped in the index
      -- rather than fetched one by one. A bulk command's 50,000 uncommitted rows were fetched by every reader's every
      -- poll, most of what PostgreSQL did while a bulk delete ran beside the mails of an invitation (issue 31).
      beyond as (
        select exists (
          select 1 from es_events e
          where e.transaction_id > ${HORIZON}
            and (e.transaction_id, e.global_position) > (${after.transactionId}::xid8, ${after.globalPosition}::bigint)
            ${typeFilter} ${tenantFilters}
        ) as pending_beyond
      )
      -- The tail comes as a row of its own, not as more columns on every event. No ORDER BY over the join: matched
      -- comes sorted, and sorting its rows again (data and metadata with them) spilled a rebuild's 10,000-event batch
      -- to disk, a third of what the read cost PostgreSQL; the rows are put in order here (inCommitOrder) instead.
      select m.*, t.transaction_id::text as tail_transaction_id, t.global_position as tail_global_position, b.pending_beyond
      from matched m full join (tail t full join beyond b on true) on false`.execute(this.db);
    const rows = inCommitOrder(result.rows.filter((row) => row.event_id !== null));
    const stored = rows.map(toStoredEvent);
    const events = options.only
      ? stored
      : (options.sealed ? stored : await this.open(stored, { remember: !options.soleReader })).map((event) => this.upcast(event));
    const tailRow = result.rows.find((row) => row.event_id === null);
    const tail = tailRow?.tail_transaction_id ? { transactionId: tailRow.tail_transaction_id, globalPosition: tailRow.tail_global_position! } : null;
    const last = events[events.length - 1];
    let next = last ? { transactionId: last.transactionId, globalPosition: last.globalPosition } : after;
    if (events.length < limit && tail && isAfter(tail, next)) next = tail;
    const pendingBeyond = events.length < limit && tailRow?.event_id === null && tailRow.pending_beyond === true;
    return { events, next, pendingBeyond };
  }

  async readAt(globalPositions: readonly string[]): Promise<StoredEvent[]> {
    if (globalPositions.length === 0) return [];
    const result = await sql<EventRow>`
      select ${EVENT_COLUMNS} from es_events e where e.global_position = any(${[...globalPositions]}::bigint[])
      order by e.transaction_id, e.global_position`.execute(this.db);
    return (await this.open(result.rows.map(toStoredEvent))).map((event) => this.upcast(event));
  }

  /** The audit trail of one event: the same row mapping (and upcasting) as every other read. */
  async readEventLog(filter: EventLogFilter, page: EventLogPage): Promise<StoredEvent[]> {
    const result = await eventLogQuery<EventRow>(filter, page).execute(this.db);
    return (await this.open(result.rows.map(toStoredEvent))).map((event) => this.upcast(event));
  }

  /** Personal fields are decrypted before upcasting: upcasters see events as they were written. */
  private open<Event extends { type: string; data: Record<string, unknown>; metadata?: EventMetadata }>(
    events: Event[],
    options?: { remember: boolean },
  ): Promise<Event[]> {
    return this.vault ? this.vault.open(events, options) : Promise.resolve(events);
  }

  async findIdempotent(actorKey: string, key: string): Promise<{ status: number; response: unknown } | null> {
    const row = await this.db
      .selectFrom('es_idempotency')
      .select(['status', 'response'])
      .where('actor_key', '=', actorKey)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
    return row ? { status: row.status, response: row.response } : null;
  }

  waitForAppend(timeoutMs: number, since?: number, types?: readonly string[], abort?: AbortSignal): Promise<void> {
    if (since !== undefined && since !== this.wakeups.signal(types)) return Promise.resolve();
    if (abort?.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const heard = (payload: string) => {
        if (concerns(payload, types)) done();
      };
      const done = () => {
        clearTimeout(timer);
        this.listener.off(APPEND_CHANNEL, heard);
        this.listener.off('reconnected', done);
        abort?.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      abort?.addEventListener('abort', done);
      this.listener.on(APPEND_CHANNEL, heard);
      this.listener.on('reconnected', done);
    });
  }
}

// Other processes hear of appends at most this often; this process's own
// readers are woken directly. Each NOTIFY takes a cluster-wide lock.
const NOTIFY_INTERVAL_MS = 5;

/** At most one NOTIFY in flight, and one per interval; pokes meanwhile are folded into one more. */
class CoalescingNotifier {
  private inFlight = false;
  // The types the pokes waiting for the next NOTIFY appended (null: any type).
  private waiting: Set<string> | null | undefined = undefined;

  constructor(private readonly send: (types: ReadonlySet<string> | null) => Promise<void>) {}

  poke(types: ReadonlySet<string> | null): void {
    if (this.inFlight) {
      this.waiting = this.waiting === null || types === null ? null : new Set([...(this.waiting ?? []), ...types]);
      return;
    }
    this.inFlight = true;
    this.send(types)
      .catch(() => undefined)
      .then(() => new Promise((resolve) => setTimeout(resolve, NOTIFY_INTERVAL_MS)))
      .finally(() => {
        this.inFlight = false;
        const next = this.waiting;
        this.waiting = undefined;
        if (next !== undefined) this.poke(next);
      });
  }
}

/** EVENT_COLUMNS with data and metadata cut to these keys. The keys are the code's own: written into the text, so it is prepared once. */
function routingColumns(only: NonNullable<ReadAllOptions['only']>): RawBuilder<unknown> {
  const cut = (column: 'data' | 'metadata', keys: readonly string[]) =>
    keys.length === 0
      ? sql`'{}'::jsonb`
      : sql`jsonb_build_object(${sql.join(keys.map((key) => sql`${sql.lit(key)}::text, e.${sql.ref(column)}->${sql.lit(key)}::text`))})`;
  return eventColumns(cut('data', only.data), cut('metadata', only.metadata));
}

/**
 * The filter on the events' types of a projection that is behind (its last batch was full): its several
 * types are matched walking the log in commit order. Written so that no index can serve it (`is true`),
 * PostgreSQL stops at the batch's last event. Left to the planner, a backlog of a type the log's
 * statistics had not seen (a bulk delete's, the first time; or a log never analysed) was taken for a few
 * rows: matched in es_events_type_commit_order, every remaining event of the types fetched, then sorted to
 * keep one batch, again for every batch (205–228 ms a batch against 5–7 ms walking). A reader that is not
 * behind keeps the index: it wants a few events, or none, among many of other types, and walking to the
 * tail past them all was what cost most after a bulk invitation. In the bulk actions' bench (`ONLY=invite,
 * delete STATEMENTS=1 npx tsx tests/bench/bulk-actions-run.ts`), the readers' PostgreSQL time after the
 * invitation and then the delete: always the index, 0.8 and 10.3 s; always walking, 2.5 and 8.4 s.
 * A tenant's read (planned for its values each time) and a single type (its index gives it in order)
 * always keep the index. One ordered scan per type, merged (a UNION ALL), read a bulk delete in 3.2–3.7 s
 * in two runs and 13.4 s in a third: each scan was planned again from the same statistics. The check for
 * events beyond the horizon keeps the index whatever the reader: it looks past a running transaction,
 * whose uncommitted rows a walk would fetch one by one.
 */
function walkingTypeFilter(types: readonly string[], indexable: RawBuilder<unknown>): RawBuilder<unknown> {
  return types.length === 1 ? indexable : sql`and (e.type = any(${[...types]}::text[])) is true`;
}

/** Rows of many streams, each stream's in position order, in place (they come so from a stream index; a sort only if not). */
function inStreamOrder(rows: { stream_id: string; stream_position: number }[]): void {
  const last = new Map<string, number>();
  for (const row of rows) {
    if ((last.get(row.stream_id) ?? 0) > row.stream_position) {
      rows.sort((a, b) => (a.stream_id < b.stream_id ? -1 : a.stream_id > b.stream_id ? 1 : a.stream_position - b.stream_position));
      return;
    }
    last.set(row.stream_id, row.stream_position);
  }
}

// The events of one transaction share their time: consecutive rows share one Date.
let lastRecorded = new Date(0);

function recordedAtOf(ms: number): Date {
  const whole = Math.trunc(ms);
  if (lastRecorded.getTime() !== whole) lastRecorded = new Date(whole);
  return lastRecorded;
}

function toStoredEvent(row: EventRow): StoredEvent {
  return {
    globalPosition: row.global_position,
    transactionId: row.transaction_id,
    eventId: row.event_id,
    streamId: row.stream_id,
    streamPosition: row.stream_position,
    type: row.type,
    schemaVersion: row.schema_version,
    data: row.data,
    metadata: row.metadata,
    recordedAt: recordedAtOf(row.recorded_ms),
  };
}

/** PostgreSQL aborted the transaction to break a deadlock: nothing of it was written. */
export function isDeadlock(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === DEADLOCK_DETECTED;
}

function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const pgError = error as { code?: string; constraint?: string };
  return pgError.code === UNIQUE_VIOLATION && (constraint === undefined || pgError.constraint === constraint);
}
