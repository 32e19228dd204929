import type { AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';

/** One duplication of an event: what is copied from where to where, on whose behalf. */
export interface DuplicationJob {
  source_uuid: string;
  target_uuid: string;
  user: AuthUser;
  /** The request's metadata; parts append their events with `event_uuid` set to the target. */
  metadata: EventMetadata;
  /** Guests are copied only when the organiser asks for it. */
  include_guests: boolean;
}

/**
 * A part of an event that a duplication copies (pass settings, custom fields,
 * features, journeys, …). A part copies by appending the same creation events
 * a person's commands would, on new streams of the target event, so the copy
 * is as auditable as anything typed by hand.
 */
export interface DuplicationPart {
  /** Stable key recorded in the duplication timeline. */
  key: string;
  /** What the timeline shows a person ('Custom fields'). */
  label: string;
  /** Whether this duplication copies the part at all (guests only when asked); absent: always. */
  appliesTo?(job: DuplicationJob): boolean;
  /**
   * Copies the part. It may run again after a restart part-way through it: it
   * must then leave what it copied already alone (copied-id.ts gives the
   * copies the same ids every time, so it can tell).
   */
  copy(context: ServiceContext, job: DuplicationJob): Promise<{ copied: number }>;
}
