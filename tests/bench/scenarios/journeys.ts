import http from 'node:http';
import { Api } from '../api.ts';
import { percentiles, send, type Percentiles } from '../load.ts';
import { ms, num, verdict, type Row } from '../report.ts';

// Issue 21's figure: the p95 from a guest's answer on a journey step to the
// next step shown (the answer's reply carries it), with `guests` guests going
// through "Welcome, RSVP, then details" at once; beside it, the public RSVP
// page's GET measured in the same run with the same guests at once; three
// such crowds, one after another, their samples taken together.

export interface JourneysBenchResult {
  guests: number;
  answers: Percentiles;
  answerSamples: number;
  rsvpGet: Percentiles;
  rsvpSamples: number;
  /** Each crowd's own p95s, for the spread between crowds. */
  crowds: { answersP95: number; rsvpGetP95: number }[];
  /** The answers by the kind of step answered (page, rsvp, form), all crowds together: which step makes the tail. */
  answersByStep: { step: string; answers: Percentiles }[];
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

/** Answer times by the type of the step answered. */
export type AnswersByStep = Map<string, number[]>;

/** One guest through the journey: every answer's time until the next step came back. */
export async function goThrough(origin: URL, agent: http.Agent, token: string, answers: number[], failures: string[], byStep?: AnswersByStep) {
  const opened = await timed(origin, agent, 'GET', `/api/v2/public/journey/${token}`);
  if (opened.status !== 200) return failures.push(`open ${opened.status}`);
  return answerFrom(origin, agent, token, opened.json.data.step, answers, failures, byStep);
}

/** A guest's answers from the step they are on to the journey's end: Yes on the RSVP, the details filled in. */
export async function answerFrom(
  origin: URL,
  agent: http.Agent,
  token: string,
  first: Step | null,
  answers: number[],
  failures: string[],
  byStep?: AnswersByStep,
) {
  let step: Step | null | undefined = first;
  while (step) {
    const type = step.type;
    step = await answerStep(origin, agent, token, step, failures, (ms) => {
      answers.push(ms);
      if (!byStep) return;
      const times = byStep.get(type) ?? [];
      times.push(ms);
      byStep.set(type, times);
    });
  }
}

/**
 * One answer, as the guest gives it (Yes on the RSVP, the details filled in): the next step, null at the
 * journey's end, or undefined when the answer failed (written to `failures`).
 */
export async function answerStep(origin: URL, agent: http.Agent, token: string, step: Step, failures: string[], took?: (ms: number) => void) {
  const button = step.type === 'rsvp' ? step.buttons.find((candidate) => candidate.type === 'rsvp_yes')! : step.buttons[0]!;
  const payload = {
    step_id: step.id,
    action_id: button.action_id,
    answers: step.type === 'form' ? { first_name: 'Bench', last_name: 'Guest', phone_number: '' } : {},
  };
  const answered = await timed(origin, agent, 'POST', `/api/v2/public/journey/${token}/answer`, payload);
  if (answered.status !== 200) {
    failures.push(`answer ${answered.status}: ${JSON.stringify(answered.json).slice(0, 200)}`);
    return undefined;
  }
  took?.(answered.ms);
  return answered.json.data.step as Step | null;
}

/**
 * The guests' journeys answered a step at a time: every guest on a step answers it before anyone answers
 * the next, so each step's cost can be measured apart. `round` gets the step's type, the guests (indexes
 * into `tokens`) who are on it, and what answers it for one of them; it decides how they are sent.
 */
export async function answerStepByStep(
  origin: URL,
  agent: http.Agent,
  tokens: readonly string[],
  firstSteps: readonly (Step | null)[],
  round: (type: string, guests: number[], answer: (index: number) => Promise<void>) => Promise<unknown>,
): Promise<void> {
  const steps = [...firstSteps];
  const failures: string[] = [];
  for (;;) {
    const guests = steps.flatMap((step, index) => (step ? [index] : []));
    if (guests.length === 0) return;
    await round(steps[guests[0]!]!.type, guests, async (index) => {
      steps[index] = (await answerStep(origin, agent, tokens[index]!, steps[index]!, failures)) ?? null;
    });
    if (failures.length > 0) throw new Error(failures[0]);
  }
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

/**
 * Crowds measured, each of `guests` new guests. One crowd's p95 is its 10th slowest GET: with the same
 * code, one crowd after another put the ratio anywhere between 0.5 and 1.4 (the two cores' scheduling
 * decides which requests wait). The figure is the p95 of every crowd's samples together.
 */
const ROUNDS = 3;

export async function runJourneysBench(options: {
  origin: string;
  guests: number;
  log: (message: string) => void;
  rounds?: number;
  /**
   * Waits until the product's projections have caught up (settle.ts's waitForProjections on its pool): each
   * crowd of GETs and each crowd of answers starts from a product at rest, not in the last crowd's wake.
   */
  settle: () => Promise<unknown>;
}): Promise<JourneysBenchResult> {
  const rounds = options.rounds ?? ROUNDS;
  const everyone = await seedJourneyGuests(options.origin, options.guests * rounds);
  options.log(`${options.guests} guests seeded for each of ${rounds} crowds; measuring`);

  const origin = new URL(options.origin);
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.guests });
  const failures: string[] = [];
  const rsvp: number[] = [];
  const answers: number[] = [];
  const crowds: JourneysBenchResult['crowds'] = [];
  const byStep: AnswersByStep = new Map();
  try {
    for (let round = 0; round < rounds; round++) {
      const tokens = everyone.slice(round * options.guests, (round + 1) * options.guests);
      await options.settle();
      const gets = await Promise.all(tokens.map(async (token) => (await timed(origin, agent, 'GET', `/api/v2/public/rsvp/${token}`)).ms));
      await options.settle();
      const answered: number[] = [];
      await Promise.all(tokens.map((token) => goThrough(origin, agent, token, answered, failures, byStep)));
      rsvp.push(...gets);
      answers.push(...answered);
      const crowd = { answersP95: percentiles(answered).p95, rsvpGetP95: percentiles(gets).p95 };
      crowds.push(crowd);
      options.log(`crowd ${round + 1}: answer p95 ${crowd.answersP95.toFixed(1)} ms, RSVP GET p95 ${crowd.rsvpGetP95.toFixed(1)} ms`);
    }
    return {
      guests: options.guests,
      answers: percentiles(answers),
      answerSamples: answers.length,
      rsvpGet: percentiles(rsvp),
      rsvpSamples: rsvp.length,
      crowds,
      answersByStep: [...byStep].map(([step, times]) => ({ step, answers: percentiles(times) })),
      failures: failures.slice(0, 5),
    };
  } finally {
    agent.destroy();
  }
}

// Issue 31: an answer's next step, under the crowd, no slower at p95 than the public RSVP page's GET under the same crowd.
const TARGET_RATIO = 1;

export function journeysRows(result: JourneysBenchResult): Row[] {
  const ratio = result.answers.p95 / result.rsvpGet.p95;
  const crowds = result.crowds.map((crowd) => (crowd.answersP95 / crowd.rsvpGetP95).toFixed(2)).join(', ');
  return [
    {
      figure: `Journey: answer → next step shown, p95 (${num(result.crowds.length)} crowds of ${num(result.guests)} guests at once, ${num(result.answerSamples)} answers)`,
      value: ms(result.answers.p95),
      against: `public RSVP GET p95 ${ms(result.rsvpGet.p95)} (${num(result.rsvpSamples)} GETs; the same crowds)`,
      verdict: 'info',
    },
    {
      figure: 'Journey: answer p95 / RSVP GET p95',
      value: ratio.toFixed(2),
      against: `target ≤ ${TARGET_RATIO.toFixed(1)}; each crowd alone: ${crowds}`,
      verdict: verdict(ratio <= TARGET_RATIO),
    },
    {
      figure: 'Journey: answer p95 by step answered',
      value: result.answersByStep.map(({ step, answers }) => `${step} ${ms(answers.p95)}`).join(', '),
      against: 'welcome page, RSVP (Yes), details form: the steps whose answers make the p95',
      verdict: 'info',
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
