let lastMs = Number.NaN;
let lastText = '';

/**
 * A time as ISO text. The events of one transaction share their time, so a
 * rebuild or a bulk change asks for the same text thousands of times in a
 * row: the last one is kept.
 */
export function isoTime(time: Date): string {
  const ms = time.getTime();
  if (ms !== lastMs) {
    lastText = time.toISOString();
    lastMs = ms;
  }
  return lastText;
}
