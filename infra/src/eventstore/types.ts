/** Who caused a change, for the audit trail. Never a secret. */
export interface Actor {
  type: 'user' | 'api_token' | 'guest_link' | 'system';
  id: string | null;
  name: string | null;
  /** The instance administrator acting as this user (login-as), when one is. */
  impersonator?: { id: string; name: string };
}

export interface EventMetadata {
  actor: Actor;
  /** The organiser's event the change belongs to, when there is one. */
  event_uuid: string | null;
  organisation_id: string | null;
  correlation_id: string;
  causation_id: string | null;
  /** The websocket id of the tab that sent the command, so it can skip its own echo. */
  socket_id: string | null;
  occurred_at: string;
  /** The screen or route the change came from. */
  source: string | null;
}

export interface NewEvent {
  eventId?: string;
  type: string;
  schemaVersion: number;
  data: Record<string, unknown>;
  metadata: EventMetadata;
}

export interface AppendRequest {
  streamId: string;
  /** The stream's version as last read: 0 for a stream that must not exist yet. */
  expectedVersion: number;
  events: NewEvent[];
}

export interface StoredEvent<Data = Record<string, unknown>> {
  globalPosition: string;
  transactionId: string;
  eventId: string;
  streamId: string;
  streamPosition: number;
  type: string;
  schemaVersion: number;
  data: Data;
  metadata: EventMetadata;
  recordedAt: Date;
  /**
   * On the events an append answers with: true when the log keeps this one's
   * personal fields sealed, so a read without personal data sees them forgotten.
   */
  personalDataSealed?: boolean;
}

/** Where a reader of the whole log stands: commit order is (transaction id, position). */
export interface LogPosition {
  transactionId: string;
  globalPosition: string;
}

export const LOG_START: LogPosition = { transactionId: '0', globalPosition: '0' };

/** An event's own place in the log, as a checkpoint position. */
export const positionOf = (event: Pick<StoredEvent, 'transactionId' | 'globalPosition'>): LogPosition => ({
  transactionId: event.transactionId,
  globalPosition: event.globalPosition,
});

/** Commit order: by transaction id, then position. Negative when `a` comes first. */
export function comparePositions(a: LogPosition, b: LogPosition): number {
  const [ta, tb] = [BigInt(a.transactionId), BigInt(b.transactionId)];
  if (ta !== tb) return ta < tb ? -1 : 1;
  const [ga, gb] = [BigInt(a.globalPosition), BigInt(b.globalPosition)];
  return ga === gb ? 0 : ga < gb ? -1 : 1;
}

/** True when `a` comes after `b` in commit order. */
export function isAfter(a: LogPosition, b: LogPosition): boolean {
  return comparePositions(a, b) > 0;
}

export interface IdempotencyRecord {
  actorKey: string;
  key: string;
  status: number;
  response: unknown;
}

export class WrongExpectedVersionError extends Error {
  readonly code = 'wrong_expected_version';
  constructor(readonly streamIds: string[]) {
    super(`Expected version did not match for ${streamIds.join(', ')}`);
  }
}

export class DuplicateIdempotencyKeyError extends Error {
  readonly code = 'duplicate_idempotency_key';
  constructor() {
    super('This Idempotency-Key has been used already');
  }
}
