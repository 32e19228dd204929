import { forgettingRules, forgottenActorName, personalDataRules, sealedActorSubject, withPersonalDataForgotten } from '@usher/events';
import type { EventMetadata } from '../types.ts';
import { openText, sealText } from './envelope-cipher.ts';
import { BoundedCache } from './bounded-cache.ts';
import { PersonalDataKeys, type SubjectKey } from './personal-data-keys.ts';

/** What replaces an event's personal fields in the log: whose they are, and their JSON sealed (null: written after the subject was forgotten). */
export interface Envelope {
  k: string;
  c: string | null;
}

export const ENVELOPE = '$pii';

/** A row on its way into es_events. */
export interface SealableRow {
  stream_id: string;
  type: string;
  data: Record<string, unknown>;
  metadata: EventMetadata;
}

/** An event read back: its data, and its metadata when the reader asked for it. */
export interface OpenableEvent {
  type: string;
  data: Record<string, unknown>;
  metadata?: EventMetadata;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whose personal fields the row carries, or null when it carries none worth
 * sealing: an invitation sent without a message holds nothing personal, and
 * a bulk invitation of 50,000 guests then needs no key and no envelope.
 */
function subjectOfData(row: SealableRow): string | null {
  const rule = personalDataRules[row.type];
  if (!rule) return null;
  const personal = Object.keys(rule.fields).some((field) => row.data[field] !== null && row.data[field] !== undefined);
  if (!personal) return null;
  const subject = rule.subject({ streamId: row.stream_id, data: row.data });
  return subject && UUID.test(subject) ? subject : null;
}

function subjectOfActor(metadata: EventMetadata): string | null {
  const subject = sealedActorSubject(metadata.actor);
  return subject && UUID.test(subject) ? subject : null;
}

/**
 * The event's data with its envelope replaced by the fields it held: a new
 * object, as deleting a property would leave V8 a slow dictionary for every
 * later read of it.
 */
function withoutEnvelope(data: Record<string, unknown>, personal: Record<string, unknown>): Record<string, unknown> {
  const open: Record<string, unknown> = {};
  for (const field in data) if (field !== ENVELOPE) open[field] = data[field];
  return Object.assign(open, personal);
}

function envelopeOf(value: unknown): Envelope | null {
  const envelope = (value as Record<string, unknown> | undefined)?.[ENVELOPE] as Envelope | undefined;
  return envelope && typeof envelope.k === 'string' ? envelope : null;
}

/** Envelopes' plain text by their ciphertext: the process's lasting cache, or one batch's. */
interface OpenedEnvelopes {
  get(sealed: string): string | undefined;
  set(sealed: string, json: string): unknown;
}

/**
 * The encryption layer of the event store (crypto-shredding): on append, each
 * event's personal fields are replaced by one envelope sealed with their
 * subject's key; on read, envelopes are opened with one key query per batch,
 * and those whose key is gone read as forgotten. Everything else of an event
 * (ids, types, states, times) stays in plain JSON, so the log's indexes and
 * the tenant's slice work as before.
 */
export class PersonalDataVault {
  /**
   * The plain text of envelopes this process opened lately, by their
   * ciphertext (each sealing draws its own random IV; an actor's name is sealed once and repeated). The projections of a
   * process read the same fresh events, so a guest's fields are decrypted
   * about once per process instead of once per reader. Forgetting still
   * holds: a reader looks here only after the key table has shown the
   * subject's key alive. Sealed text is not kept: the readers of a writer's
   * events run in another thread or process.
   */
  private readonly opened = new BoundedCache<string, string>(OPENED_ENVELOPES);

  /** Actors' sealed names by subject and name, with the key that sealed them (see actorEnvelopeFor). */
  private readonly sealedActors = new BoundedCache<string, { key: Buffer; envelope: Envelope }>(SEALED_ACTORS);

  constructor(private readonly keys: PersonalDataKeys) {}

  /** Whose keys a batch needs: the subjects of its personal fields and of actors (guests, users). */
  subjectsOf(rows: SealableRow[]): Set<string> {
    const subjects = new Set<string>();
    for (const row of rows) {
      const subject = subjectOfData(row);
      if (subject) subjects.add(subject);
      const actor = subjectOfActor(row.metadata);
      if (actor) subjects.add(actor);
    }
    return subjects;
  }

  /** True when some key must be looked up or created in the database before these rows can be sealed. */
  needsKeyLookup(rows: SealableRow[]): boolean {
    return this.keys.unknown(this.subjectsOf(rows)).length > 0;
  }

  /** Subjects whose keys appending these rows deletes. */
  forgottenBy(rows: SealableRow[]): string[] {
    return rows.flatMap((row) => {
      const subject = forgettingRules[row.type]?.({ streamId: row.stream_id }) ?? null;
      return subject && UUID.test(subject) ? [subject] : [];
    });
  }

  /**
   * The rows as they are to be stored, and the keys used (to cache once the
   * append has committed). Rows sharing one metadata object still share it.
   */
  async seal<Row extends SealableRow>(
    rows: Row[],
    executor: Parameters<PersonalDataKeys['forWriting']>[1],
  ): Promise<{ rows: Row[]; keys: Map<string, SubjectKey> }> {
    const subjects = this.subjectsOf(rows);
    if (subjects.size === 0) return { rows, keys: new Map() };
    const keys = await this.keys.forWriting([...subjects], executor);
    const sealedMetadata = new Map<EventMetadata, EventMetadata>();
    const sealMetadata = (metadata: EventMetadata): EventMetadata => {
      const subject = subjectOfActor(metadata);
      if (!subject) return metadata;
      let sealed = sealedMetadata.get(metadata);
      if (!sealed) {
        const { name, ...actor } = metadata.actor;
        const envelope = this.actorEnvelopeFor(keys.get(subject) ?? null, subject, name);
        sealed = { ...metadata, actor: { ...actor, name: null, [ENVELOPE]: envelope } as EventMetadata['actor'] };
        sealedMetadata.set(metadata, sealed);
      }
      return sealed;
    };
    const sealed = rows.map((row) => {
      const subject = subjectOfData(row);
      const metadata = sealMetadata(row.metadata);
      if (!subject) return metadata === row.metadata ? row : { ...row, metadata };
      const personal: Record<string, unknown> = {};
      const rest: Record<string, unknown> = {};
      const fields = personalDataRules[row.type]!.fields;
      for (const [field, value] of Object.entries(row.data)) {
        if (Object.hasOwn(fields, field)) personal[field] = value;
        else rest[field] = value;
      }
      rest[ENVELOPE] = this.envelopeFor(keys.get(subject) ?? null, subject, personal);
      return { ...row, data: rest, metadata };
    });
    return { rows: sealed, keys };
  }

  /**
   * Opens the envelopes of a batch read from the log, in place, with one key
   * query. `remember: false` for a reader no other will follow (a rebuild).
   */
  async open<Event extends OpenableEvent>(events: Event[], options: { remember?: boolean } = {}): Promise<Event[]> {
    const remember = options.remember ?? true;
    // One pass finds the envelopes; events without any (most types) cost a property lookup.
    const sealed: { event: Event; data: Envelope | null; actor: Envelope | null }[] = [];
    const subjects = new Set<string>();
    for (const event of events) {
      const data = envelopeOf(event.data);
      const actor = event.metadata ? envelopeOf(event.metadata.actor) : null;
      if (!data && !actor) continue;
      sealed.push({ event, data, actor });
      if (data?.c) subjects.add(data.k);
      if (actor?.c) subjects.add(actor.k);
    }
    if (sealed.length === 0) return events;
    const keys = await this.keys.forReading([...subjects]);
    // A reader that keeps nothing still opens an envelope once per batch: an
    // organiser's sealed name repeats on every event they caused (actorEnvelopeFor),
    // and a rebuild opened it again for each of them.
    // A guest's data envelope is met once (each sealing draws its own IV): only a reader that keeps what
    // it opens for others looks it up or stores it; one that keeps nothing decrypts it straight.
    const opened: OpenedEnvelopes = remember ? this.opened : NOTHING_KEPT;
    // Actors' names by their envelope, this batch: the same organiser's name is parsed once, not per event.
    const actorNames = new Map<string, string | null>();
    for (const { event, data, actor } of sealed) {
      if (data) {
        const personal = this.openEnvelope(keys, data, opened);
        event.data = personal ? withoutEnvelope(event.data, personal) : withPersonalDataForgotten(event.type, event.data);
      }
      if (actor && event.metadata) {
        let actorName = actor.c === null ? undefined : actorNames.get(actor.c);
        if (actorName === undefined) {
          const personal = this.openEnvelope(keys, actor, opened);
          actorName = personal && typeof personal.name === 'string' ? personal.name : null;
          if (actor.c !== null) actorNames.set(actor.c, actorName);
        }
        const { [ENVELOPE]: _sealed, ...rest } = event.metadata.actor as EventMetadata['actor'] & { [ENVELOPE]?: Envelope };
        // In place, as event.data is: each event read has a metadata object of its own, and a copy per event was garbage.
        event.metadata.actor = { ...rest, name: actorName ?? forgottenActorName(rest) };
      }
    }
    return events;
  }

  /** After the append's own commit: the keys it used are known to exist (or to be gone). */
  committed(keys: Map<string, SubjectKey>): void {
    this.keys.remember(keys);
  }

  /** Another process (or this one) appended a forgetting: keys seen alive are asked for again. */
  heardOfForgetting(): void {
    this.keys.forgetLiveKeys();
  }

  /** Forgotten subjects leave the cache at once, even before a caller's transaction commits. */
  evict(subjects: string[]): void {
    this.keys.evict(subjects);
  }

  /**
   * An actor's name sealed once per key and name, then the same envelope again: an organiser's
   * name is on every command they send, and readers (the `opened` cache) then decrypt it once
   * per writer instead of once per event, which cost a cold rebuild about 15 µs an event.
   * Repeating an IV with the same key for the same plain text only repeats the ciphertext;
   * that these events have the same actor is plain in the metadata anyway.
   */
  private actorEnvelopeFor(key: SubjectKey, subject: string, name: string | null): Envelope {
    if (!key) return this.envelopeFor(key, subject, { name });
    const cacheKey = `${subject}\u0000${name ?? ''}`;
    const known = this.sealedActors.get(cacheKey);
    if (known && known.key.equals(key)) return known.envelope;
    const envelope = this.envelopeFor(key, subject, { name });
    this.sealedActors.set(cacheKey, { key, envelope });
    return envelope;
  }

  private envelopeFor(key: SubjectKey, subject: string, personal: Record<string, unknown>): Envelope {
    // A subject forgotten already keeps nothing new: the fields are dropped, not stored readable.
    if (!key) return { k: subject, c: null };
    return { k: subject, c: sealText(key, subject, JSON.stringify(personal)) };
  }

  /** The fields of an envelope whose subject's key the table still holds; null once forgotten. */
  private openEnvelope(keys: Map<string, Buffer>, envelope: Envelope, opened: OpenedEnvelopes): Record<string, unknown> | null {
    const key = envelope.c ? keys.get(envelope.k) : undefined;
    if (!key || !envelope.c) return null;
    const known = opened.get(envelope.c);
    if (known !== undefined) return JSON.parse(known) as Record<string, unknown>;
    try {
      const json = openText(key, envelope.k, envelope.c);
      opened.set(envelope.c, json);
      return JSON.parse(json) as Record<string, unknown>;
    } catch {
      // Sealed under a key that no longer exists: as unreadable as a deleted one.
      return null;
    }
  }
}

/** The cache of a reader that keeps nothing (a rebuild): every envelope is opened afresh. */
const NOTHING_KEPT: OpenedEnvelopes = { get: () => undefined, set: () => undefined };

// About 25 MB: the distance between a bulk upload's fastest and slowest reader.
const OPENED_ENVELOPES = 50_000;
// People acting through one process at a time: organisers, door staff, guests on their links.
const SEALED_ACTORS = 10_000;

/** The vault every service's event store uses, over the database's key table. */
export function personalDataVault(db: ConstructorParameters<typeof PersonalDataKeys>[0]): PersonalDataVault {
  return new PersonalDataVault(new PersonalDataKeys(db));
}
