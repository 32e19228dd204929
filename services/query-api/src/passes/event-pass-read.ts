import type { EventPassState } from '@usher/domain/deciders/event-pass-decider';

/**
 * The events projection keeps an event's pass settings and event data in its body
 * (projections/src/events/event-pass-body.ts); absent keys are the defaults.
 */
export function eventPassOfBody(body: Record<string, unknown>): Partial<EventPassState> {
  return {
    pass_settings: body.pass_settings as EventPassState['pass_settings'] | undefined,
    event_data: body.event_data as EventPassState['event_data'] | undefined,
    badge_layout: body.badge_layout as EventPassState['badge_layout'] | undefined,
  };
}
