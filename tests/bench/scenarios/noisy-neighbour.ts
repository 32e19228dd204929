import { randomUUID } from 'node:crypto';
import { JOURNEY_LIMITS } from '@usher/domain/journeys/index';
import { Api } from '../api.ts';
import { percentiles, type Percentiles } from '../load.ts';
import { ms, num, verdict, type Row } from '../report.ts';

// Issue 27, section 3: no organisation can slow down the others. The figure:
// how long another organisation's new guest takes to show in its guest list
// while one organisation writes the largest documents the bounds allow
// (journeys filled to their bound with full steps, and refused past it),
// beside the same guests added with nothing else going on, in the same run.
// The review's target is 2 s.

export interface NoisyNeighbourResult {
  guests: number;
  quiet: Percentiles;
  busy: Percentiles;
  /** Journey steps the big organisation added (and had refused past the bound) meanwhile. */
  stepsAccepted: number;
  stepsRefused: number;
}

const fullStep = (name: string) => ({
  type: 'page',
  name,
  blocks: Array.from({ length: JOURNEY_LIMITS.blocksPerStep }, () => ({ type: 'text', text: 'x'.repeat(JOURNEY_LIMITS.textLength) })),
});

/** Adds one guest and answers how long until the guest list shows it (read until it does). */
async function guestShowsAfter(api: Api, eventUuid: string): Promise<number> {
  const name = `Guest ${randomUUID().slice(0, 8)}`;
  const { position } = await api.call<{ position: string }>('POST', `/api/v2/events/${eventUuid}/attendees`, { members: [{ first_name: name }] }, [201]);
  const added = performance.now();
  for (;;) {
    // As a client reads its own write (docs/api.md): the event it just made may not be in the read models yet either.
    const list = await api.call<{ data: { first_name: string }[] }>(
      'GET',
      `/api/v2/events/${eventUuid}/attendees?search=${encodeURIComponent(name)}`,
      undefined,
      [200],
      { 'x-min-position': position },
    );
    if (list.data.some((guest) => guest.first_name === name)) return performance.now() - added;
    if (performance.now() - added > 120_000) throw new Error('a guest did not show in its list within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export async function runNoisyNeighbour(options: {
  origin: string;
  guests: number;
  journeys: number;
  log: (message: string) => void;
}): Promise<NoisyNeighbourResult> {
  const [big, other] = [new Api(options.origin), new Api(options.origin)];
  await big.signUp();
  await other.signUp();
  const bigEvent = await big.createEvent('Everything festival');
  const otherEvent = await other.createEvent('Small dinner');

  const quiet: number[] = [];
  for (let index = 0; index < options.guests; index += 1) quiet.push(await guestShowsAfter(other, otherEvent));
  options.log(`quiet: ${options.guests} guests measured; now beside the largest journeys`);

  let writing = true;
  let [accepted, refused] = [0, 0];
  const fill = async () => {
    while (writing) {
      const journey = await big.call<{ data: { id: string } }>('POST', `/api/v2/events/${bigEvent}/journeys/create`, { name: 'Everything' }, [201]);
      // Full steps until the journey's bound refuses one (the review's attack went on to 200).
      for (let step = 0; writing && step < JOURNEY_LIMITS.steps; step += 1) {
        const reply = await fetch(`${options.origin}/api/v2/events/${bigEvent}/journeys/${journey.data.id}/add-step`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${big.token}` },
          body: JSON.stringify({ step: fullStep(`Step ${step + 1}`) }),
        });
        await reply.arrayBuffer();
        if (reply.status === 422) {
          refused += 1;
          break;
        }
        if (reply.status !== 200) throw new Error(`adding a step answered ${reply.status}`);
        accepted += 1;
      }
    }
  };
  const writers = Array.from({ length: options.journeys }, fill);
  const busy: number[] = [];
  try {
    for (let index = 0; index < options.guests; index += 1) busy.push(await guestShowsAfter(other, otherEvent));
  } finally {
    writing = false;
    await Promise.all(writers);
  }
  return { guests: options.guests, quiet: percentiles(quiet), busy: percentiles(busy), stepsAccepted: accepted, stepsRefused: refused };
}

export function noisyNeighbourRows(result: NoisyNeighbourResult): Row[] {
  return [
    {
      figure: `Another organisation's new guest in its list, p95 (${num(result.guests)} guests, while one organisation added ${num(result.stepsAccepted)} journey steps of 250,000 characters and had ${num(result.stepsRefused)} refused at the journey's bound)`,
      value: ms(result.busy.p95),
      against: `target 2 s; the same with nothing else going on: p95 ${ms(result.quiet.p95)} (same run)`,
      verdict: verdict(result.busy.p95 <= 2000),
    },
  ];
}
