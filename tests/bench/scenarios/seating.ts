import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { launchBrowser } from '../../e2e/support/browser.ts';
import { Api } from '../api.ts';
import { percentiles, type Percentiles } from '../load.ts';
import { ms, num, verdict, type Row } from '../report.ts';
import { LiveSocket } from './live-latency.ts';
import { waitForProjections } from '../settle.ts';

// Issue 19's figures: organisers racing for the same seats, a seat's way from
// the drop to a second screen (beside a check-in's way in the same run), and
// the editor on a 5,000-seat plan (beside a 500-seat one).

export interface SeatingBenchResult {
  race: {
    organisers: number;
    rounds: number;
    attempts: number;
    seated: number;
    seatTaken: number;
    other: Record<string, number>;
    oneGuestPerSeatReadModel: boolean;
    oneGuestPerSeatLog: boolean;
    problems: string[];
  };
  live: {
    assign: Percentiles;
    assignMissed: number;
    checkIn: Percentiles;
    checkInMissed: number;
    samples: number;
    page: Percentiles | null;
    pageSamples: number;
    pageError: string | null;
  };
  editor: { big: EditorFigures | null; small: EditorFigures | null; error: string | null };
}

interface EditorFigures {
  seats: number;
  /** The zoom the bottom bar shows before and after the gestures: proof they reached the canvas. */
  zoom: [string, string];
  interactiveMs: number;
  frames: number;
  frameMs: Percentiles;
}

const PASSWORD = 'bench-seating-password-1';

/** Round tables of `seats` seats laid out in a grid: the editor's save body. */
function roundTables(count: number, seats: number) {
  const tables = [];
  const seatRows = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    tables.push({
      id,
      section_id: null,
      name: String(i + 1),
      label: null,
      shape: 'round',
      diameter: 60,
      seat_count: seats,
      numbering: 'clockwise',
      aisle_after: [],
      curve: 0,
      x: (i % 25) * 150,
      y: Math.floor(i / 25) * 150,
      width: 60,
      height: 60,
      rotation: 0,
      color: null,
    });
    for (let position = 0; position < seats; position++)
      seatRows.push({ id: randomUUID(), table_id: id, seat_legend_id: null, name: String(position + 1), position, disabled: false, disabled_message: null });
  }
  return { tables, seats: seatRows };
}

async function seatedEvent(api: Api, name: string, tables: number, seats: number) {
  const event = (
    await api.call<{ data: { uuid: string } }>('POST', '/api/v2/events', {
      name,
      starts_date: '2099-06-01',
      starts_time: '19:00',
      is_seating_enabled: true,
      seating_type: 'venue',
    })
  ).data.uuid;
  const plan = roundTables(tables, seats);
  await api.call('POST', `/api/v2/events/${event}/seating/save`, { created: { tables: plan.tables, seats: plan.seats }, updated: {}, deleted: {} });
  return { event, seatIds: plan.seats.map((s) => s.id) };
}

/** (a) `organisers` sessions each seat a guest of their own on a random seat of 60, all at once, round after round. */
async function race(origin: string, pool: pg.Pool, email: string, config: { organisers: number; rounds: number }, log: (m: string) => void) {
  const owner = new Api(origin);
  await owner.login(email, PASSWORD);
  const { event, seatIds } = await seatedEvent(owner, 'Seating race', 6, 10);
  const guests = await owner.addGuests(event, config.organisers * config.rounds, 500, 'Racer');
  const sessions: Api[] = [];
  for (let i = 0; i < config.organisers; i++) {
    const api = new Api(origin);
    await api.login(email, PASSWORD);
    sessions.push(api);
  }
  log(`seating (a): ${config.organisers} sessions, ${config.rounds} rounds on 60 seats…`);
  let seated = 0;
  let seatTaken = 0;
  const other: Record<string, number> = {};
  for (let round = 0; round < config.rounds; round++) {
    const results = await Promise.all(
      sessions.map(async (api, i) => {
        const guest = guests[round * config.organisers + i]!;
        const seat = seatIds[Math.floor(Math.random() * seatIds.length)]!;
        const response = await fetch(`${origin}/api/v2/events/${event}/seating/assign`, {
          method: 'POST',
          headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ assignments: [{ attendee_id: guest, seat_id: seat }] }),
        });
        const body = (await response.json().catch(() => ({}))) as { code?: string };
        return response.status === 200
          ? 'seated'
          : response.status === 409 && body.code === 'seat_taken'
            ? 'seat_taken'
            : `${response.status} ${body.code ?? ''}`.trim();
      }),
    );
    for (const r of results) {
      if (r === 'seated') seated++;
      else if (r === 'seat_taken') seatTaken++;
      else other[r] = (other[r] ?? 0) + 1;
    }
    // Empty the plan between rounds so every round is a fresh race for the same 60 seats.
    const inSeats = results.map((r, i) => (r === 'seated' ? guests[round * config.organisers + i]! : null)).filter((id): id is string => id !== null);
    if (inSeats.length > 0) await owner.call('POST', `/api/v2/events/${event}/seating/unassign`, { attendee_ids: inSeats });
  }
  const problems: string[] = [];
  // From the read model: no seat names two guests, and no two guests name one seat.
  const doubled = await pool.query<{ seat_id: string; n: string }>(
    `select seat_id, count(*) as n from rm_attendees where event_uuid = $1 and seat_id is not null group by seat_id having count(*) > 1`,
    [event],
  );
  for (const row of doubled.rows) problems.push(`read model: seat ${row.seat_id} held by ${row.n} guests`);
  // From the log: on each seat's stream, a SeatTaken only ever follows a SeatFreed (or nothing).
  const log_ = await pool.query<{ stream_id: string; type: string }>(
    `select stream_id, type from es_events where stream_id = any($1) and type in ('SeatTaken', 'SeatFreed') order by global_position`,
    [seatIds.map((id) => `seat-${id}`)],
  );
  const taken = new Map<string, boolean>();
  let takenEvents = 0;
  for (const row of log_.rows) {
    if (row.type === 'SeatTaken') {
      takenEvents++;
      if (taken.get(row.stream_id)) problems.push(`log: ${row.stream_id} taken twice without being freed`);
      taken.set(row.stream_id, true);
    } else taken.set(row.stream_id, false);
  }
  if (takenEvents !== seated) problems.push(`log: ${takenEvents} SeatTaken for ${seated} successful assignments`);
  return {
    organisers: config.organisers,
    rounds: config.rounds,
    attempts: config.organisers * config.rounds,
    seated,
    seatTaken,
    other,
    oneGuestPerSeatReadModel: doubled.rows.length === 0,
    oneGuestPerSeatLog: !problems.some((p) => p.startsWith('log')),
    problems: problems.slice(0, 10),
  };
}

/** (b) From the assign request sent to the live message a second screen gets; a check-in's the same way, alternating. */
async function liveLatency(origin: string, pool: pg.Pool, api: Api, email: string, samples: number, pageSamples: number) {
  const tables = Math.ceil((samples + pageSamples) / 10);
  const { event, seatIds } = await seatedEvent(api, 'Seating live', tables, 10);
  const guests = await api.addGuests(event, samples * 2 + pageSamples, 500, 'Live');
  // Timed from a product at rest: the first assignment, projected in one batch with the tail of these
  // 220 guests, was published as "many changed" and timed the guests' projection with it.
  await waitForProjections(pool, 120_000);
  const port = new URL(origin).port;
  const live = new LiveSocket(`ws://127.0.0.1:${port}/api/v2/ws`, api.token);
  const hello = live.next((m) => m.type === 'hello', 10_000);
  await live.opened;
  await hello;
  const channel = `event.${event}`;
  const subscribed = live.next((m) => m.type === 'subscribed' && m.channel === channel, 10_000);
  live.socket.send(JSON.stringify({ type: 'subscribe', channel }));
  await subscribed;
  const assign: number[] = [];
  const checkIn: number[] = [];
  let assignMissed = 0;
  let checkInMissed = 0;
  const timed = async (id: string, send: () => Promise<Response>) => {
    const started = performance.now();
    const seen = live
      // ids null is the protocol's "many changed": a dashboard reads its whole list again, this guest with it.
      .next((m) => m.type === 'projection' && m.projection === 'guest_list' && (m.ids === null || (Array.isArray(m.ids) && m.ids.includes(id))), 5000)
      .then(
        () => performance.now() - started,
        () => NaN,
      );
    const response = await send();
    await response.arrayBuffer();
    return seen;
  };
  try {
    for (let i = 0; i < samples; i++) {
      const seatGuest = guests[2 * i]!;
      const a = await timed(seatGuest, () =>
        fetch(`${origin}/api/v2/events/${event}/seating/assign`, {
          method: 'POST',
          headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ assignments: [{ attendee_id: seatGuest, seat_id: seatIds[i % seatIds.length] }] }),
        }),
      );
      if (Number.isNaN(a)) assignMissed++;
      else assign.push(a);
      const doorGuest = guests[2 * i + 1]!;
      const c = await timed(doorGuest, () =>
        fetch(`${origin}/api/v2/events/attendees/${doorGuest}/check-in`, { method: 'POST', headers: { authorization: `Bearer ${api.token}` } }),
      );
      if (Number.isNaN(c)) checkInMissed++;
      else checkIn.push(c);
    }
  } finally {
    live.socket.close();
  }
  const onPage = await pageLatency(origin, email, event, guests.slice(samples * 2), seatIds.slice(samples), samples).then(
    (times) => ({ page: percentiles(times), pageError: null }),
    (error: unknown) => ({ page: null, pageError: error instanceof Error ? error.message.split('\n')[0]! : String(error) }),
  );
  return {
    assign: percentiles(assign),
    assignMissed,
    checkIn: percentiles(checkIn),
    checkInMissed,
    samples,
    pageSamples: guests.length - samples * 2,
    ...onPage,
  };
}

async function signedInPage(origin: string, email: string, viewport = { width: 1440, height: 900 }) {
  const browser = await launchBrowser();
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${origin}/account/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${origin}/`);
  return { browser, page };
}

/** The second screen as a person sees it: the editor open in Chromium, its 'Seated' count turning as each seat is taken. */
async function pageLatency(origin: string, email: string, event: string, guests: string[], seatIds: string[], alreadySeated: number): Promise<number[]> {
  const { browser, page } = await signedInPage(origin, email);
  try {
    await page.goto(`${origin}/events/${event}/floor-plan`);
    await page.locator('[data-testid="floor-plan-stage"][data-ready="true"]').waitFor({ timeout: 60_000 });
    const times: number[] = [];
    const api = new Api(origin);
    await api.login(email, PASSWORD);
    for (const [i, guest] of guests.entries()) {
      const expected = String(alreadySeated + i + 1);
      const shown = page.waitForFunction(
        (count) =>
          [...document.querySelectorAll('[data-testid="seat-counts"] div')].some(
            (d) => d.querySelector('dt')?.textContent === 'Seated' && d.querySelector('dd')?.textContent === count,
          ),
        expected,
        { timeout: 10_000, polling: 'raf' },
      );
      const started = performance.now();
      await api.call('POST', `/api/v2/events/${event}/seating/assign`, { assignments: [{ attendee_id: guest, seat_id: seatIds[i] }] });
      await shown;
      times.push(performance.now() - started);
    }
    return times;
  } finally {
    await browser.close();
  }
}

/** (c) The editor page: time to its stage's data-ready, then frame times while dragging and zooming with the real mouse. */
async function editorFigures(origin: string, api: Api, email: string, tables: number): Promise<EditorFigures> {
  const { event } = await seatedEvent(api, `Seating editor ${tables * 10}`, tables, 10);
  const { browser, page } = await signedInPage(origin, email);
  try {
    const started = performance.now();
    await page.goto(`${origin}/events/${event}/floor-plan`);
    const stage = page.locator('[data-testid="floor-plan-stage"][data-ready="true"]');
    await stage.waitFor({ timeout: 60_000 });
    const interactiveMs = performance.now() - started;
    const box = (await stage.boundingBox())!;
    // A string, not a function: tsx names functions with a helper (__name) the page does not have.
    await page.evaluate(`(() => {
      const deltas = [];
      window.__frames = deltas;
      let last = performance.now();
      const tick = (now) => { deltas.push(now - last); last = now; requestAnimationFrame(tick); };
      requestAnimationFrame(tick);
    })()`);
    const zoomBefore = (await page.getByTestId('zoom-level').textContent()) ?? '';
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    for (let pass = 0; pass < 3; pass++) {
      await page.mouse.move(cx, cy);
      // The editor pans with the middle button (or Space and drag); the left button selects.
      await page.mouse.down({ button: 'middle' });
      for (let step = 0; step < 30; step++) await page.mouse.move(cx + step * 10 - 150, cy + Math.sin(step / 5) * 80);
      await page.mouse.up({ button: 'middle' });
      for (let step = 0; step < 10; step++) await page.mouse.wheel(0, pass % 2 === 0 ? -120 : 120);
    }
    // The first delta spans the set-up, not a frame.
    const frames = (await page.evaluate('window.__frames.slice(1)')) as number[];
    const zoomAfter = (await page.getByTestId('zoom-level').textContent()) ?? '';
    return { seats: tables * 10, zoom: [zoomBefore, zoomAfter], interactiveMs, frames: frames.length, frameMs: percentiles(frames) };
  } finally {
    await browser.close();
  }
}

export async function runSeatingBench(options: {
  origin: string;
  pool: pg.Pool;
  log: (m: string) => void;
  organisers?: number;
  rounds?: number;
  liveSamples?: number;
}): Promise<SeatingBenchResult> {
  const api = new Api(options.origin);
  const email = `seating-${Date.now()}@example.com`;
  api.token = (
    await api.call<{ access_token: string }>('POST', '/api/auth/signup', { first_name: 'Seating', last_name: 'Bench', email, password: PASSWORD })
  ).access_token;
  const raceResult = await race(options.origin, options.pool, email, { organisers: options.organisers ?? 50, rounds: options.rounds ?? 20 }, options.log);
  options.log(`seating (a): ${raceResult.seated} seated, ${raceResult.seatTaken} seat_taken, problems ${raceResult.problems.length}`);
  options.log('seating (b): assign → live message, beside check-in → live message…');
  const live = await liveLatency(options.origin, options.pool, api, email, options.liveSamples ?? 100, 20);
  options.log(`seating (b): assign p50 ${live.assign.p50.toFixed(1)} ms, check-in p50 ${live.checkIn.p50.toFixed(1)} ms`);
  const editor: SeatingBenchResult['editor'] = { big: null, small: null, error: null };
  try {
    options.log('seating (c): the editor on 500 and 5,000 seats…');
    editor.small = await editorFigures(options.origin, api, email, 50);
    editor.big = await editorFigures(options.origin, api, email, 500);
  } catch (error) {
    editor.error = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    options.log(`seating (c) not measured: ${editor.error}`);
  }
  return { race: raceResult, live, editor };
}

export function seatingRows(result: SeatingBenchResult): Row[] {
  const { race: r, live, editor } = result;
  const rows: Row[] = [
    {
      figure: `Seating race: ${r.organisers} organisers × ${r.rounds} rounds on 60 seats`,
      value: `${num(r.seated)} seated, ${num(r.seatTaken)} seat_taken`,
      against: `${num(r.attempts)} attempts; other answers ${JSON.stringify(r.other)}`,
      verdict: verdict(Object.keys(r.other).length === 0 && r.seated + r.seatTaken === r.attempts),
    },
    {
      figure: 'One guest per seat (read model, log)',
      value: `${r.oneGuestPerSeatReadModel ? 'yes' : 'no'}, ${r.oneGuestPerSeatLog ? 'yes' : 'no'}`,
      against: 'expected yes, yes',
      verdict: verdict(r.oneGuestPerSeatReadModel && r.oneGuestPerSeatLog),
    },
    { figure: 'Seat assigned → live message p50', value: ms(live.assign.p50), against: `check-in → live message ${ms(live.checkIn.p50)}`, verdict: 'info' },
    {
      figure: 'Seat assigned → live message p95',
      value: ms(live.assign.p95),
      against: `check-in ${ms(live.checkIn.p95)}; missed ${live.assignMissed}/${live.checkInMissed}`,
      verdict: verdict(live.assignMissed === 0),
    },
    live.page
      ? {
          figure: `Seat assigned → shown in a second editor p50 / p95`,
          value: `${ms(live.page.p50)} / ${ms(live.page.p95)}`,
          against: `${live.pageSamples} drops, Chromium`,
          verdict: 'info',
        }
      : { figure: 'Seat assigned → shown in a second editor', value: 'not measured', against: (live.pageError ?? '').slice(0, 100), verdict: 'MISS' },
  ];
  if (editor.big && editor.small) {
    rows.push(
      {
        figure: `Editor interactive, ${num(editor.big.seats)} seats`,
        value: ms(editor.big.interactiveMs),
        against: `${num(editor.small.seats)} seats ${ms(editor.small.interactiveMs)}`,
        verdict: 'info',
      },
      {
        figure: `Editor frame time p50, ${num(editor.big.seats)} seats`,
        value: ms(editor.big.frameMs.p50),
        against: `${num(editor.small.seats)} seats ${ms(editor.small.frameMs.p50)}; zoom ${editor.big.zoom.join(' → ')}`,
        verdict: 'info',
      },
      {
        figure: `Editor frame time p95, ${num(editor.big.seats)} seats`,
        value: ms(editor.big.frameMs.p95),
        against: `${num(editor.small.seats)} seats ${ms(editor.small.frameMs.p95)}`,
        verdict: 'info',
      },
    );
  } else rows.push({ figure: 'Floor plan editor (5,000 seats)', value: 'not measured', against: (editor.error ?? '').slice(0, 100), verdict: 'MISS' });
  return rows;
}
