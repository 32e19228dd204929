import { randomUUID } from 'node:crypto';
import { uuidv7 } from './eventstore/uuid-v7.ts';

/**
 * Time and new ids are inputs of the services, not something they reach for
 * (STYLE.md: time is an input). The product runs on the system clock and
 * random UUIDs; a test passes its own, so a deadline, an expiry or a
 * schedule is tested by moving the clock instead of waiting.
 */
export interface Clock {
  now(): Date;
}

export interface IdGenerator {
  /** A new random (version 4) UUID: the id of a new aggregate, tag, field, tab, token… */
  uuid(): string;
  /** A new time-ordered (version 7) UUID: guests, whose thousands in an upload should land together in every index. */
  timeOrderedUuid(): string;
}

export const systemClock: Clock = { now: () => new Date() };

export const randomIds: IdGenerator = { uuid: () => randomUUID(), timeOrderedUuid: () => uuidv7() };
