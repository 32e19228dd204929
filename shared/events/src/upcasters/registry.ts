import type { z } from 'zod';
import { AttendeeDetailsChangedV1 } from '../attendee-events.ts';
import { attendeeDetailsChangedV1ToV2 } from './attendee-details-changed.ts';

type Data = Record<string, unknown>;
/** Turns one event's payload from version N into version N + 1. */
export type UpcastStep = (data: Data) => Data;

/** A typed step: rows of `from`'s version are trusted to have its shape (they passed it when written). */
function step<From extends z.ZodType>(_from: From, upcast: (data: z.infer<From>) => object): UpcastStep {
  return (data) => upcast(data as z.infer<From>) as Data;
}

/**
 * Every step from an older schema version to the next, by event type and the
 * version it upcasts from. The chain for a type must reach the catalogue's
 * current version (a test holds it to that).
 */
export const upcasters: Readonly<Record<string, Readonly<Record<number, UpcastStep>>>> = {
  AttendeeDetailsChanged: { 1: step(AttendeeDetailsChangedV1, attendeeDetailsChangedV1ToV2) },
};

export interface RetiredVersion {
  version: number;
  schema: z.ZodType;
  /** What the version after this one changed, for the catalogue's readers. */
  change: string;
}

/** The schemas of older versions still found in the log, kept for the catalogue and the upcaster tests. */
export const retiredVersions: Readonly<Record<string, readonly RetiredVersion[]>> = {
  AttendeeDetailsChanged: [
    {
      version: 1,
      schema: AttendeeDetailsChangedV1,
      change: 'Adds `previous`, the values the edit replaced. Events recorded as version 1 are read as version 2 with `previous: null`.',
    },
  ],
};
