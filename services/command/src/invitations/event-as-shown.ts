import { DateTime } from 'luxon';
import type { EventState } from '@usher/domain/deciders/event-decider';
import { summarizeEvent, type EventSummary } from '@usher/domain/invitations/event-summary';
import type { GuestLanguage } from '@usher/domain/i18n/languages';
import type { PublicJourney } from '@usher/domain/contract/journeys';
import { BoundedCache } from '@usher/infra/eventstore/personal-data/bounded-cache';

/**
 * The event as a guest's pages show it: a journey page's header, and the summary that the RSVP page, the
 * journey's event-details and map blocks show.
 */
export interface EventAsShown {
  header: PublicJourney['event'];
  summary: EventSummary;
}

// Every RSVP page and journey answer shows the event again, and its dates in the event's zone, written
// out in the guest's language, were a sixth of the product's CPU under issue 31's 200 guests at once
// (luxon reading the zone for each date). They depend on the event's settings and the language alone, so
// they are kept, a bounded number of them: an event's change of settings is a new key. The objects are
// shared between replies: nobody may change them.
const kept = new BoundedCache<string, EventAsShown>(1_000);

function instant(date: string | null, time: string | null, zone: string): string | null {
  if (!date) return null;
  const at = DateTime.fromISO(`${date}T${time ?? '00:00'}`, { zone });
  return at.isValid ? at.toISO() : null;
}

function shownOf(event: EventState, language: GuestLanguage): EventAsShown {
  const { settings } = event;
  const summary = summarizeEvent({ ...settings, location: event.location }, language);
  return {
    header: {
      name: settings.name,
      starts: instant(settings.starts_date, settings.starts_time, settings.timezone),
      ends: instant(settings.end_date, settings.end_time, settings.timezone),
      when: summary.when,
      timezone: settings.timezone,
      location: summary.where,
    },
    summary,
  };
}

export function eventAsShown(event: EventState, language: GuestLanguage): EventAsShown {
  const { settings } = event;
  // Exactly what shownOf reads.
  const key = JSON.stringify([
    language,
    settings.name,
    settings.starts_date,
    settings.starts_time,
    settings.end_date,
    settings.end_time,
    settings.timezone,
    event.location,
  ]);
  let shown = kept.get(key);
  if (!shown) {
    shown = shownOf(event, language);
    kept.set(key, shown);
  }
  return shown;
}
