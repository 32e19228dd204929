import { DateTime } from 'luxon';
import { formatInZone } from '../format/zoned-time.ts';
import { LOCALE_TAGS, type GuestLanguage } from './languages.ts';

/**
 * A moment (an offer's end, say) as a guest reads it: in the event's zone, in the guest's language, the zone
 * named. English keeps the product's 'Nov 21, 2026, 7:04 PM EST'; the others write their own date and clock
 * and name the zone as the event's dates do ('21. Nov. 2026, 19:04 (Europe/Brussels)'). '' for no valid moment.
 */
export function formatMomentFor(iso: string | Date | null | undefined, zone: string, language: GuestLanguage): string {
  if (language === 'en') return formatInZone(iso, zone);
  if (iso === null || iso === undefined || iso === '') return '';
  const parsed = typeof iso === 'string' ? DateTime.fromISO(iso) : DateTime.fromJSDate(iso);
  const zoned = parsed.setZone(zone);
  const moment = (zoned.isValid ? zoned : parsed.toUTC()).setLocale(LOCALE_TAGS[language]);
  if (!moment.isValid) return '';
  return `${moment.toLocaleString(DateTime.DATETIME_MED)} (${moment.zoneName ?? 'UTC'})`;
}
