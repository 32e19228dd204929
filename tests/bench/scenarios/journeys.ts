import http from 'node:http';
import { Api } from '../api.ts';
import { percentiles, send, type Percentiles } from '../load.ts';
import { ms, num, verdict, type Row } from '../report.ts';

// Issue 21's figure: the p95 from a guest's answer on a journey step to the
// next step shown (the answer's reply carries it), with `guests` guests going
// through "Welcome, RSVP, then details" at once; beside it, the public RSVP
// page's GET measured in the same run with the same guests at once.

export interface JourneysBenchResult {
  guests: number;
  answers: Percentiles;
  answerSamples: number;
  rsvpGet: Percentiles;
  failures: string[];
}

export interface Step {
  id: string;
  type: string;
  buttons: { action_id: string; type: string }[];
}

export async function timed(origin: URL, agent: http.Agent, method: string, path: string, body?: object) {
  const sentAt = performance.now();
  const reply = await send(origin, agent, {
    method,
    path,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: reply.status, json: reply.body ? JSON.parse(reply.body) : null, ms: reply.endedAt - sentAt };
}

/** One guest through the journey: every answer's time until the next step came back. */
export async function goThrough(origin: URL, agent: http.Agent, token: string, answers: number[], failures: string[]) {
  const opened = await timed(origin, agent, 'GET', `/api/v2/public/journey/${token}`);
  if (opened.status !== 200) return failures.push(`open ${opened.status}`);
  return answerFrom(origin, agent, token, opened.json.data.step, answers, failures);
}

/** A guest's answers from the step they are on to the journey's end: Yes on the RSVP, the details filled in. */
export async function answerFrom(origin: URL, agent: http.Agent, token: string, first: Step | null, answers: number[], failures: string[]) {
  let step = first;
  while (step) {
    const button = step.type === 'rsvp' ? step.buttons.find((candidate) => candidate.type === 'rsvp_yes')! : step.buttons[0]!;
    const payload = {
      step_id: step.id,
      action_id: button.action_id,
      answers: step.type === 'form' ? { first_name: 'Bench', last_name: 'Guest', phone_number: '' } : {},
    };
    const answered = await timed(origin, agent, 'POST', `/api/v2/public/journey/${token}/answer`, payload);
    if (answered.status !== 200) return failures.push(`answer ${answered.status}: ${JSON.stringify(answered.json).slice(0, 200)}`);
    answers.push(answered.ms);
    step = answered.json.data.step;
  }
  return undefined;
}

/** An event of `guests` guests whose published default journey is "Welcome, RSVP, then details": their RSVP tokens. */
export async function seedJourneyGuests(origin: string, guests: number): Promise<string[]> {
  const api = new Api(origin);
  await api.signUp();
  const event = await api.createEvent('Journeys bench');
  const ids = await api.addGuests(event, guests, 500, 'Journey');
  const tokens = await Promise.all(
    ids.map(async (id) => {
      const links = await api.call<{ data: { rsvp_link: string } }>('GET', `/api/v2/events/${event}/attendees/${id}/invitation-links`);
      return links.data.rsvp_link.split('/rsvp/')[1]!;
    }),
  );
  const journey = await api.call<{ data: { id: string } }>('POST', `/api/v2/events/${event}/journeys/create`, {
    name: 'Bench',
    template_key: 'welcome_rsvp_details',
  });
  await api.call('PUT', `/api/v2/events/${event}/journeys/${journey.data.id}`, { publish: true, is_default: true });
  // The journey is chosen from its read model: wait until the projection has it.
  for (let tries = 0; (await fetch(`${origin}/api/v2/public/journey/${tokens[0]}`)).status !== 200; tries++) {
    if (tries > 100) throw new Error('the published journey never showed');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return tokens;
}

export async function runJourneysBench(options: { origin: string; guests: number; log: (message: string) => void }): Promise<JourneysBenchResult> {
  const tokens = await seedJourneyGuests(options.origin, options.guests);
  options.log(`${options.guests} guests seeded; measuring`);

  const origin = new URL(options.origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.guests });
  const failures: string[] = [];
  try {
    const rsvp = await Promise.all(tokens.map(async (token) => (await timed(origin, agent, 'GET', `/api/v2/public/rsvp/${token}`)).ms));
    const answers: number[] = [];
    await Promise.all(tokens.map((token) => goThrough(origin, agent, token, answers, failures)));
    return { guests: options.guests, answers: percentiles(answers), answerSamples: answers.length, rsvpGet: percentiles(rsvp), failures: failures.slice(0, 5) };
  } finally {
    agent.destroy();
  }
}

// Issue 31: an answer's next step, under the crowd, no slower at p95 than the public RSVP page's GET under the same crowd.
const TARGET_RATIO = 1;

export function journeysRows(result: JourneysBenchResult): Row[] {
  const ratio = result.answers.p95 / result.rsvpGet.p95;
  return [
    {
      figure: `Journey: answer → next step shown, p95 (${num(result.guests)} guests at once, ${num(result.answerSamples)} answers)`,
      value: ms(result.answers.p95),
      against: `public RSVP GET p95 ${ms(result.rsvpGet.p95)} (same run, same guests at once)`,
      verdict: 'info',
    },
    {
      figure: 'Journey: answer p95 / RSVP GET p95',
      value: ratio.toFixed(2),
      against: `target ≤ ${TARGET_RATIO.toFixed(1)}`,
      verdict: verdict(ratio <= TARGET_RATIO),
    },
    {
      figure: 'Journey: answer → next step shown, p50',
      value: ms(result.answers.p50),
      against: `public RSVP GET p50 ${ms(result.rsvpGet.p50)}`,
      verdict: 'info',
    },
    {
      figure: 'Journey: failed guests',
      value: num(result.failures.length),
      against: result.failures[0] ?? 'none',
      verdict: result.failures.length === 0 ? 'PASS' : 'MISS',
    },
  ];
}
