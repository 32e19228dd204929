import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { createEventInBrowser, signUpInBrowser } from './support/journeys.ts';
import { productAndBrowserForThisFile } from './support/product-and-browser.ts';
import { pdfPagesText } from '../../services/query-api/test/support/pdf-text.ts';
import { shoot } from './support/screens.ts';
import { untilLive } from './support/live.ts';
import { downloadedBytes } from './support/downloads.ts';

// Issue 19, "Seating guests": an organiser drags a party of three onto a
// table and it sits together, swaps a guest into a taken seat, auto-seats the
// VIPs at tables 2–3, and a second screen sees the seats taken live. Real
// Chromium, real HTML5 drag and drop (playwright's mouse), real websocket.

const suite = productAndBrowserForThisFile();
const organiser = { first: 'Sofia', last: 'Seats', email: 'seats@example.com', password: 'correct horse battery' };

type Plan = { seats: { id: string; table_id: string; position: number; name: string; attendee_id: string | null }[]; tables: { id: string; name: string }[] };

/** A request from the signed-in page, as the dashboard sends one (session cookie and CSRF header). */
async function apiFrom<T = { data: unknown }>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  const response = await page.request.fetch(new URL(path, page.url()).toString(), {
    method,
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', ...(csrf && { 'X-XSRF-TOKEN': decodeURIComponent(csrf) }) },
    ...(body !== undefined && { data: body }),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
}

/** A round table of `count` seats named 1…count, clockwise from the top. */
function roundTable(name: string, x: number, y: number, diameter: 36 | 54) {
  const id = randomUUID();
  const count = diameter === 36 ? 4 : 8;
  const table = {
    id,
    section_id: null,
    name,
    label: null,
    shape: 'round',
    diameter,
    seat_count: count,
    numbering: 'clockwise',
    aisle_after: [],
    curve: 0,
    x,
    y,
    width: diameter,
    height: diameter,
    rotation: 0,
    color: null,
  };
  const seats = Array.from({ length: count }, (_, position) => ({
    id: randomUUID(),
    table_id: id,
    seat_legend_id: null,
    name: String(position + 1),
    position,
    disabled: false,
    disabled_message: null,
  }));
  return { table, seats };
}

async function openPlan(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await expect.poll(() => page.getByTestId('floor-plan-stage').getAttribute('data-ready'), { timeout: 20_000 }).toBe('true');
  await expect.poll(() => page.getByTestId('seating-sidebar').count(), { timeout: 10_000 }).toBe(1);
  return page;
}

/** Brings a seated guest's seat to the middle of the canvas (the Seated tab's click), and goes back to the unseated guests. */
async function focusSeatOf(page: Page, name: string): Promise<void> {
  const sidebar = page.getByTestId('seating-sidebar');
  await sidebar.getByRole('button', { name: /^Seated/ }).click();
  await sidebar
    .getByTestId('seated-guest')
    .filter({ hasText: name })
    .getByRole('button', { name: new RegExp(name) })
    .first()
    .click();
  await sidebar.getByRole('button', { name: /^Unseated/ }).click();
}

/** Drags a sidebar row with the real mouse to the middle of the stage; `beforeDrop` runs while it hovers there. */
async function dragToStageCentre(page: Page, rowName: string, members: number, beforeDrop?: () => Promise<unknown>): Promise<void> {
  const row = page
    .getByTestId('seating-guest')
    .and(page.locator(`[data-guest-name="${rowName}"][data-members="${members}"]`))
    .first();
  const from = (await row.boundingBox())!;
  const stage = (await page.getByTestId('floor-plan-stage').boundingBox())!;
  await page.mouse.move(from.x + 40, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(stage.x + stage.width / 2 - 30, stage.y + stage.height / 2, { steps: 8 });
  await page.mouse.move(stage.x + stage.width / 2, stage.y + stage.height / 2, { steps: 4 });
  await beforeDrop?.();
  await page.mouse.up();
}

describe('seating guests on the floor plan', () => {
  it('a party of three dragged onto a table sits together; a swap, auto-seat with a tag rule, seat columns, and a second screen live', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signUpInBrowser(page, suite.server.baseUrl, organiser);
    await createEventInBrowser(page, { name: 'Seating Gala', date: '2099-10-02', time: '19:00' });
    const guestListUrl = page.url().split('?')[0]!;
    const eventUuid = /\/events\/([0-9a-f-]{36})\//.exec(guestListUrl)![1]!;
    const planUrl = `${suite.server.baseUrl}/events/${eventUuid}/floor-plan`;
    await apiFrom(page, 'PUT', `/api/v2/events/${eventUuid}`, { is_seating_enabled: true, seating_type: 'venue' });

    // The venue: table 1 of eight seats, tables 2 and 3 of four, and a stage.
    const one = roundTable('1', 0, 0, 54);
    const two = roundTable('2', 160, 0, 36);
    const three = roundTable('3', 280, 0, 36);
    const stage = {
      id: randomUUID(),
      type: 'Square',
      x: 100,
      y: -160,
      width: 240,
      height: 60,
      rotation: 0,
      points: [],
      text: 'Stage',
      fill: '#E5E7EB',
      stroke: null,
      font_size: 18,
    };
    await apiFrom(page, 'POST', `/api/v2/events/${eventUuid}/seating/save`, {
      created: { tables: [one.table, two.table, three.table], seats: [...one.seats, ...two.seats, ...three.seats], canvas_objects: [stage] },
    });

    // Guests: Ada with two plus-ones, Dan alone, Zoe (already at table 1, seat 1), and two VIPs.
    const add = async (members: Record<string, unknown>[]) =>
      (await apiFrom<{ data: { id: string; first_name: string }[] }>(page, 'POST', `/api/v2/events/${eventUuid}/attendees`, { members })).data;
    const [ada, dan, zoe, eve, fay] = await add([
      { first_name: 'Ada', last_name: 'Lead' },
      { first_name: 'Dan', last_name: 'Solo' },
      { first_name: 'Zoe', last_name: 'Early' },
      { first_name: 'Eve', last_name: 'Vip' },
      { first_name: 'Fay', last_name: 'Vip' },
    ]);
    const [bea, cal] = await add([
      { first_name: 'Bea', last_name: 'Plus', parent_attendee_id: ada!.id },
      { first_name: 'Cal', last_name: 'Plus', parent_attendee_id: ada!.id },
    ]);
    const vip = (await apiFrom<{ data: { id: string } }>(page, 'POST', `/api/v2/events/${eventUuid}/attendee-tags/add`, { name: 'VIP', color: '#EF4444' }))
      .data;
    await apiFrom(page, 'PUT', `/api/v2/events/${eventUuid}/attendees-bulk/add-tags`, { attendees: [eve!.id, fay!.id], tags: [vip.id] });
    await apiFrom(page, 'POST', `/api/v2/events/${eventUuid}/seating/assign`, { assignments: [{ attendee_id: zoe!.id, seat_id: one.seats[0]!.id }] });

    const readPlan = async () => (await apiFrom<{ data: Plan }>(page, 'GET', `/api/v2/events/${eventUuid}/seating/plan`)).data;
    const seatOf = (plan: Plan, attendeeId: string) => plan.seats.find((seat) => seat.attendee_id === attendeeId) ?? null;

    const editor = await openPlan(context, planUrl);
    const sidebar = editor.getByTestId('seating-sidebar');
    // A second organiser's screen on the same plan.
    const otherContext = await suite.browser.newContext({ viewport: { width: 1440, height: 900 }, storageState: await context.storageState() });
    const other = await openPlan(otherContext, planUrl);
    const otherSidebar = other.getByTestId('seating-sidebar');
    await otherSidebar.getByRole('button', { name: /^Seated/ }).click();
    await expect.poll(() => otherSidebar.getByTestId('seated-guest').allTextContents(), { timeout: 10_000 }).toEqual([expect.stringContaining('Zoe Early')]);
    await untilLive(other);

    // The unseated guests, Ada's party together under her name; the counts.
    await expect.poll(() => sidebar.getByTestId('seating-party').count(), { timeout: 10_000 }).toBe(4);
    expect(await sidebar.getByTestId('seating-counts').textContent()).toMatch(/^1 seated · 6 unseated · 15 free seats$/);
    await shoot(editor, 'e2e-seating-sidebar-1440');

    // Drag Ada's party onto Zoe's seat at table 1: it cannot sit there, so it takes the next three seats clockwise.
    await focusSeatOf(editor, 'Zoe Early');
    await dragToStageCentre(editor, 'Ada Lead', 3, () => shoot(editor, 'e2e-seating-drag-feedback'));
    await expect
      .poll(
        async () => {
          const plan = await readPlan();
          return [ada, bea, cal].map((guest) => seatOf(plan, guest!.id)?.name ?? null);
        },
        { timeout: 10_000 },
      )
      .toEqual(['2', '3', '4']);
    expect(
      (await readPlan()).seats
        .filter((seat) => seat.attendee_id && [ada, bea, cal].some((g) => g!.id === seat.attendee_id))
        .every((seat) => seat.table_id === one.table.id),
    ).toBe(true);
    // The second screen sees them seated without reloading.
    await expect.poll(() => otherSidebar.getByTestId('seated-guest').count(), { timeout: 10_000 }).toBe(4);
    expect(await otherSidebar.getByTestId('seated-guest').filter({ hasText: 'Bea Plus' }).getByTestId('seated-place').textContent()).toBe('Table 1 · Seat 3');
    await shoot(other, 'e2e-seating-second-screen');

    // Dan onto Zoe's seat: the swap question, then Dan sits there and Zoe is unseated.
    await focusSeatOf(editor, 'Zoe Early');
    await dragToStageCentre(editor, 'Dan Solo', 1);
    const question = editor.getByTestId('confirm-dialog');
    await expect.poll(() => question.textContent(), { timeout: 10_000 }).toContain('Swap with Zoe Early?');
    await question.getByRole('button', { name: 'Swap' }).click();
    await expect
      .poll(
        async () => {
          const plan = await readPlan();
          return [seatOf(plan, dan!.id)?.id ?? null, seatOf(plan, zoe!.id)];
        },
        { timeout: 10_000 },
      )
      .toEqual([one.seats[0]!.id, null]);
    await expect.poll(() => sidebar.getByTestId('seating-guest').filter({ hasText: 'Zoe Early' }).count(), { timeout: 10_000 }).toBe(1);

    // Auto-seat with a rule: VIPs at tables 2–3. Everyone left gets a seat; the VIPs where the rule says.
    await sidebar.getByRole('button', { name: 'Auto-seat' }).click();
    const dialog = editor.getByTestId('auto-seat-dialog');
    await dialog.getByRole('button', { name: 'Add a tag rule' }).click();
    await dialog.getByLabel('Tag').selectOption({ label: 'VIP' });
    await dialog.getByLabel('Tables').fill('2-3');
    expect(await dialog.textContent()).toContain('Guests with this tag sit only at these 2 tables.');
    await shoot(editor, 'e2e-seating-auto-seat');
    await dialog.getByRole('button', { name: 'Fill the remaining seats' }).click();
    await expect.poll(() => dialog.getByTestId('auto-seat-result').textContent(), { timeout: 10_000 }).toBe('3 guests seated. Everyone has a seat.');
    // The read side catches up with the seating a moment later.
    await expect
      .poll(
        async () => {
          const plan = await readPlan();
          return [eve, fay, zoe].map((guest) => seatOf(plan, guest!.id)?.table_id ?? null);
        },
        { timeout: 10_000 },
      )
      .toEqual([expect.toBeOneOf([two.table.id, three.table.id]), expect.toBeOneOf([two.table.id, three.table.id]), expect.any(String)]);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => sidebar.getByTestId('seating-counts').textContent(), { timeout: 10_000 }).toMatch(/^7 seated · 0 unseated · 9 free seats$/);

    // Unseat from the Seated tab gives the seat back.
    await sidebar.getByRole('button', { name: /^Seated/ }).click();
    await sidebar.getByRole('button', { name: 'Unseat Dan Solo' }).click();
    await expect.poll(async () => seatOf(await readPlan(), dan!.id), { timeout: 10_000 }).toBeNull();

    // The table cards print from the plan's top bar: table 1's card names Ada's party.
    const download = editor.waitForEvent('download');
    await editor.getByTestId('seating-print-menu').click();
    await editor.getByTestId('print-table-cards').click();
    const cards = await pdfPagesText(await downloadedBytes(await download));
    const cardOfTableOne = cards.map((runs) => runs.join(' ')).find((text) => text.includes('Bea Plus'));
    expect(cardOfTableOne).toContain('Cal Plus');

    // The guest list's seat columns show where Ada's party sits.
    await editor.goto(guestListUrl);
    // First and last name are cells of their own: the row's text runs them together.
    const rowOf = (name: string) => editor.getByTestId('guest-row').filter({ hasText: new RegExp(name.replace(' ', '\\s*')) });
    await expect.poll(() => editor.getByTestId('guest-row').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await shoot(editor, 'e2e-seating-guest-list');
    await expect.poll(() => rowOf('Bea Plus').count(), { timeout: 10_000 }).toBe(1);
    expect(await editor.getByRole('columnheader', { name: 'Table', exact: true }).count()).toBe(1);
    expect(await editor.getByRole('columnheader', { name: 'Seat', exact: true }).count()).toBe(1);
    for (const [name, seat] of [
      ['Bea Plus', '3'],
      ['Cal Plus', '4'],
    ] as const) {
      expect(await rowOf(name).getByTestId('guest-table-no').textContent()).toBe('1');
      expect(await rowOf(name).getByTestId('guest-seat-no').textContent()).toBe(seat);
    }
    await shoot(editor, 'e2e-seating-guest-list');

    await otherContext.close();
    await context.close();
  });

  it('on a phone: pick a guest, then tap a seat', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    await page.goto(`${suite.server.baseUrl}/account/login`);
    await page.getByLabel('Email').fill(organiser.email);
    await page.getByLabel('Password').fill(organiser.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/`);
    const events = await apiFrom<{ data: { uuid: string }[] }>(page, 'GET', '/api/v2/events');
    const eventUuid = events.data[0]!.uuid;
    const editor = await context.newPage();
    await editor.goto(`${suite.server.baseUrl}/events/${eventUuid}/floor-plan`);
    await expect.poll(() => editor.getByTestId('floor-plan-stage').getAttribute('data-ready'), { timeout: 20_000 }).toBe('true');
    // On a phone the guests wait in a drawer at the bottom; the canvas keeps the screen.
    const drawer = editor.getByTestId('seating-drawer-toggle');
    await drawer.tap();
    const sidebar = editor.getByTestId('seating-sidebar');
    await expect.poll(() => sidebar.getByTestId('seating-guest').filter({ hasText: 'Dan Solo' }).count(), { timeout: 10_000 }).toBe(1);
    await shoot(editor, 'e2e-seating-sidebar-390');
    // Ada's seat to the middle of the canvas: the drawer goes down to show it.
    await sidebar.getByRole('button', { name: /^Seated/ }).tap();
    await sidebar
      .getByTestId('seated-guest')
      .filter({ hasText: 'Ada Lead' })
      .getByRole('button', { name: /Ada Lead/ })
      .first()
      .tap();
    await expect.poll(() => sidebar.count()).toBe(0);
    // Pick Dan: the drawer makes way for 'Tap a seat for Dan Solo'.
    await drawer.tap();
    await sidebar.getByRole('button', { name: /^Unseated/ }).tap();
    await sidebar.getByRole('button', { name: 'Pick Dan Solo, then tap a seat' }).tap();
    await expect.poll(() => editor.getByTestId('tap-to-seat').textContent()).toContain('Tap a seat for Dan Solo');
    const stageBox = (await editor.getByTestId('floor-plan-stage').boundingBox())!;
    // Ada's own seat is taken: a tap there asks to swap, which the test declines; Dan stays picked.
    await editor.touchscreen.tap(stageBox.x + stageBox.width / 2, stageBox.y + stageBox.height / 2);
    const question = editor.getByTestId('confirm-dialog');
    await expect.poll(() => question.textContent(), { timeout: 10_000 }).toContain('Swap with Ada Lead?');
    await question.getByRole('button', { name: 'Cancel' }).click();
    expect(await editor.getByTestId('tap-to-seat').count()).toBe(1);
    await shoot(editor, 'e2e-seating-tap-390');
    await context.close();
  });
  it('a seat someone else took a moment before the drop: a clear message, and the plan shows who has it', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${suite.server.baseUrl}/account/login`);
    await page.getByLabel('Email').fill(organiser.email);
    await page.getByLabel('Password').fill(organiser.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/`);
    const eventUuid = (await apiFrom<{ data: { uuid: string }[] }>(page, 'GET', '/api/v2/events')).data[0]!.uuid;
    const guests = (await apiFrom<{ data: { id: string; full_name: string }[] }>(page, 'GET', `/api/v2/events/${eventUuid}/attendees?per_page=50`)).data;
    const idOf = (name: string) => guests.find((guest) => guest.full_name === name)!.id;

    const editor = await openPlan(context, `${suite.server.baseUrl}/events/${eventUuid}/floor-plan`);
    const sidebar = editor.getByTestId('seating-sidebar');
    // Cal's seat in the middle of the canvas; then Cal and Zoe lose their seats (another organiser, say).
    await focusSeatOf(editor, 'Cal Plus');
    await apiFrom(editor, 'POST', `/api/v2/events/${eventUuid}/seating/unassign`, { attendee_ids: [idOf('Cal Plus'), idOf('Zoe Early')] });
    await expect.poll(() => sidebar.getByTestId('seating-guest').filter({ hasText: 'Cal Plus' }).count(), { timeout: 10_000 }).toBe(1);

    // Just as Cal is dropped back on the seat, the other organiser gives it to Zoe.
    let takenSeat: string | null = null;
    await editor.route('**/seating/assign', async (route) => {
      const body = route.request().postDataJSON() as { assignments: { seat_id: string }[] };
      takenSeat = body.assignments[0]!.seat_id;
      await apiFrom(editor, 'POST', `/api/v2/events/${eventUuid}/seating/assign`, { assignments: [{ attendee_id: idOf('Zoe Early'), seat_id: takenSeat }] });
      await route.continue();
    });
    await dragToStageCentre(editor, 'Cal Plus', 1);
    await expect.poll(() => editor.getByText('Someone else took that seat a moment ago').count(), { timeout: 10_000 }).toBe(1);
    expect(takenSeat).not.toBeNull();
    // Nobody moved twice: Zoe has the seat, Cal is still unseated, and the plan says so.
    await sidebar.getByRole('button', { name: /^Seated/ }).click();
    await expect
      .poll(() => sidebar.getByTestId('seated-guest').filter({ hasText: 'Zoe Early' }).getByTestId('seated-place').textContent(), { timeout: 10_000 })
      .toBe('Table 1 · Seat 4');
    await sidebar.getByRole('button', { name: /^Unseated/ }).click();
    expect(await sidebar.getByTestId('seating-guest').filter({ hasText: 'Cal Plus' }).count()).toBe(1);
    await shoot(editor, 'e2e-seating-seat-taken');
    await context.close();
  });
  it("a host group's guests: filtered by their group and dragged together, they sit side by side", async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${suite.server.baseUrl}/account/login`);
    await page.getByLabel('Email').fill(organiser.email);
    await page.getByLabel('Password').fill(organiser.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${suite.server.baseUrl}/`);
    const eventUuid = (await apiFrom<{ data: { uuid: string }[] }>(page, 'GET', '/api/v2/events')).data[0]!.uuid;
    await apiFrom(page, 'POST', `/api/v2/events/${eventUuid}/host-group/add`, {
      name: 'Acme Ltd',
      experience_type: 'go',
      total_tickets: 2,
      guests: {
        created: [
          { first_name: 'Gil', last_name: 'Acme' },
          { first_name: 'Hana', last_name: 'Acme' },
        ],
      },
    });

    const editor = await openPlan(context, `${suite.server.baseUrl}/events/${eventUuid}/floor-plan`);
    const sidebar = editor.getByTestId('seating-sidebar');
    await expect.poll(() => sidebar.getByTestId('seating-group').count(), { timeout: 10_000 }).toBe(1);
    await sidebar.getByLabel('Host group').selectOption({ label: 'Acme Ltd' });
    await expect.poll(() => sidebar.getByTestId('seating-party').allTextContents()).toEqual(['Gil Acme', 'Hana Acme']);

    // The group's header drags both onto Zoe's seat (table 1, seat 4): they take the next two seats round the table.
    await focusSeatOf(editor, 'Zoe Early');
    await dragToStageCentre(editor, 'Gil Acme', 2);
    const seats = async () => {
      const plan = (
        await apiFrom<{ data: Plan & { occupants: { attendee_id: string; full_name: string; seat_id: string }[] } }>(
          page,
          'GET',
          `/api/v2/events/${eventUuid}/seating/plan`,
        )
      ).data;
      return ['Gil Acme', 'Hana Acme'].map((name) => {
        const seatId = plan.occupants.find((occupant) => occupant.full_name === name)?.seat_id;
        const seat = plan.seats.find((candidate) => candidate.id === seatId);
        return seat ? `${plan.tables.find((table) => table.id === seat.table_id)!.name}/${seat.name}` : null;
      });
    };
    await expect.poll(seats, { timeout: 10_000 }).toEqual(['1/5', '1/6']);
    await expect.poll(() => sidebar.getByTestId('seating-group').count(), { timeout: 10_000 }).toBe(0);
    await context.close();
  });
});
