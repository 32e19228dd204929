// Times for files of many rows: the guest export writes five per guest, 500,000 for 100,000 guests.
// Read through luxon, each one asked Intl for the zone's offset (formatToParts) and built three
// objects: 3.8 s of a 10 s CSV export (issue 31). Here a zone's offset is read once per quarter hour
// of UTC and the stamp is built from the shifted Date's own fields; the text is luxon's
// 'yyyy-MM-dd HH:mm' (test/zone-stamps.test.ts compares them across changes of clocks).
import { clockZone, offsetAt, parseIsoInstant, type ClockZone } from './zone-clock.ts';

// A quarter hour whose two ends share an offset is taken to have no change of clocks inside (no zone
// changes its clocks twice within fifteen minutes); one whose ends differ is read instant by instant,
// wherever in it the change falls.
const SPAN_MS = 15 * 60_000;
// Spans remembered per formatter: an export's times fall in a few thousand at most.
const SPANS_KEPT = 50_000;

const pad2 = (value: number) => (value < 10 ? `0${value}` : String(value));

/** A zone's offset at many instants, each quarter hour of UTC read once. */
function offsetsOf(zone: ClockZone): (epochMs: number) => number {
  const spans = new Map<number, number | null>();
  return (epochMs) => {
    const span = Math.floor(epochMs / SPAN_MS);
    let offset = spans.get(span);
    if (offset === undefined) {
      const start = offsetAt(zone, span * SPAN_MS);
      offset = start === offsetAt(zone, span * SPAN_MS + SPAN_MS - 1) ? start : null;
      if (spans.size >= SPANS_KEPT) spans.clear();
      spans.set(span, offset);
    }
    return offset ?? offsetAt(zone, epochMs);
  };
}

/**
 * A formatter of ISO instants as 'yyyy-MM-dd HH:mm' on the wall clock of `zoneName` (an instant
 * without an offset read on that clock, as luxon's fromISO with a zone), or null when the zone is
 * unknown. It answers null for what it leaves to luxon: a text that is no instant, or a year
 * outside 0–9999 (luxon's own forms for those).
 */
export function minuteStampsIn(zoneName: string): ((iso: string) => string | null) | null {
  const zone = clockZone(zoneName);
  if (zone === null) return null;
  const offsetOf = offsetsOf(zone);
  return (iso) => {
    const epochMs = parseIsoInstant(iso, zone);
    if (epochMs === null) return null;
    const wall = new Date(epochMs + offsetOf(epochMs) * 60_000);
    const year = wall.getUTCFullYear();
    if (!(year >= 0 && year <= 9999)) return null;
    return `${String(year).padStart(4, '0')}-${pad2(wall.getUTCMonth() + 1)}-${pad2(wall.getUTCDate())} ${pad2(wall.getUTCHours())}:${pad2(wall.getUTCMinutes())}`;
  };
}
