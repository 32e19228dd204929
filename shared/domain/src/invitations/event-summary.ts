import { DateTime } from 'luxon';
import type { Location } from '../constants/locations.ts';
import { combineDateTime } from '../events/event-dates.ts';
import { formatVenue } from '../format/postal-address.ts';
import { guestWords } from '../i18n/guest-words.ts';
import { LOCALE_TAGS, type GuestLanguage } from '../i18n/languages.ts';

/** What a guest is told about an event: on the invitation and on the RSVP page. */
export interface EventSummary {
  name: string;
  /** e.g. 'Saturday, December 5, 2026 at 7:00 PM (Europe/Paris)', or null when no date is set. */
  when: string | null;
  /** One line, e.g. 'Town Hall, 405 Lexington Ave, New York, NY 10017, United States of America', or null. */
  where: string | null;
  timezone: string;
}

export interface EventSummaryInput {
  name: string;
  starts_date: string | null;
  starts_time: string | null;
  end_date: string | null;
  end_time: string | null;
  timezone: string;
  location: Location;
}

/**
 * The start (and end, when set) as wall-clock time in the event's own zone, wherever the reader is,
 * in the reader's language ('Samstag, 5. Dezember 2026 um 19:00 (Europe/Paris)'); the zone is always named.
 */
export function describeWhen(input: EventSummaryInput, language: GuestLanguage = 'en'): string | null {
  const starts = combineDateTime(input.starts_date, input.starts_time, input.timezone);
  if (!starts) return null;
  const locale = LOCALE_TAGS[language];
  const t = guestWords(language);
  const at = (moment: DateTime, withTime: boolean) => {
    const day =
      language === 'en' ? moment.toFormat('cccc, LLLL d, yyyy') : moment.toLocaleString({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    return withTime ? t('when.dayAtTime', { day, time: timeOf(moment, language) }) : day;
  };
  const start = DateTime.fromISO(starts, { zone: input.timezone }).setLocale(locale);
  let text = at(start, !!input.starts_time);
  const ends = combineDateTime(input.end_date, input.end_time, input.timezone);
  if (ends && input.end_time) {
    const end = DateTime.fromISO(ends, { zone: input.timezone }).setLocale(locale);
    text = t('when.range', { start: text, end: end.hasSame(start, 'day') ? timeOf(end, language) : at(end, true) });
  }
  return `${text} (${input.timezone})`;
}

/** '7:00 PM' in English as the product has always written it; each other language's own clock ('19:00'). */
function timeOf(moment: DateTime, language: GuestLanguage): string {
  return language === 'en' ? moment.toFormat('h:mm a') : moment.toLocaleString(DateTime.TIME_SIMPLE);
}

/** The venue on one line, its address laid out the way its country writes it (US 'New York, NY 10017'). */
export function describeWhere(location: Location): string | null {
  return formatVenue(location);
}

export function summarizeEvent(input: EventSummaryInput, language: GuestLanguage = 'en'): EventSummary {
  return { name: input.name, when: describeWhen(input, language), where: describeWhere(input.location), timezone: input.timezone };
}
