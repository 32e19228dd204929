/**
 * Which appends a reader has heard of, by event type. Append notifications
 * name the types they carry ('' stands for "any type"), so a projection is
 * woken only by appends it handles: with a dozen projections, a check-in no
 * longer sends every one of them to re-read the log.
 */
export class AppendWakeups {
  private untyped = 0;
  private readonly byType = new Map<string, number>();

  heard(payload: string): void {
    if (payload === '') {
      this.untyped++;
      return;
    }
    for (const type of payload.split(',')) this.byType.set(type, (this.byType.get(type) ?? 0) + 1);
  }

  /** A number that changes whenever an append of one of `types` (or of any type, without them) is heard. */
  signal(types?: readonly string[]): number {
    let total = this.untyped;
    if (types) for (const type of types) total += this.byType.get(type) ?? 0;
    else for (const count of this.byType.values()) total += count;
    return total;
  }
}

// NOTIFY payloads stop at 8000 bytes; a burst naming more types wakes everyone.
const MAX_PAYLOAD = 7000;

/** The payload announcing appends of these types ('' for unknown or too many). */
export function wakeupPayload(types: ReadonlySet<string> | null): string {
  if (!types || types.size === 0) return '';
  const payload = [...types].join(',');
  return payload.length > MAX_PAYLOAD ? '' : payload;
}

export function concerns(payload: string, types?: readonly string[]): boolean {
  return payload === '' || !types || payload.split(',').some((type) => types.includes(type));
}
