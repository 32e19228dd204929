/**
 * How big a document is (a journey's draft, a floor plan's pieces): the
 * characters of its JSON, what is stored, sent to the browser and parsed
 * there. Each part of a document has its own limit, but parts add up: 200
 * steps of 50 blocks of 5,000 characters, each within its limits, made a
 * 50 MB journey that took minutes to apply and seconds to open. So every
 * document that grows by many writes is bounded as a whole too, at a size a
 * real organiser never reaches.
 */
export function documentSize(value: unknown): number {
  return JSON.stringify(value)?.length ?? 0;
}

const count = (value: number) => value.toLocaleString('en-US');

/** The refusal of a change that would take a document past its bound, in words for the organiser. */
export function documentTooLarge(what: string, limit: number, size: number): string {
  return `${what} may not hold more than ${count(limit)} characters in all; this change would make it ${count(size)}.`;
}
