import { IANAZone } from 'luxon';
import { safeText } from '@usher/domain/validation/safe-text';

/** The viewer's IANA time zone ("today" and day buckets are theirs), as luxon knows them; UTC when not given. */
export const ViewerTimezone = safeText({ max: 64 })
  .refine((zone) => IANAZone.isValidZone(zone), { message: 'The time zone is not a known IANA time zone.' })
  .default('UTC')
  .describe('An IANA time zone, e.g. Europe/Paris.');

/** A month, YYYY-MM, from 1970 to 9999. */
export const CalendarMonth = safeText({ max: 7 }).regex(/^(19[7-9]\d|[2-9]\d{3})-(0[1-9]|1[0-2])$/, { message: 'The month must look like 2026-11.' });
