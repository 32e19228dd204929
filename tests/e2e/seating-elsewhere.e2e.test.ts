import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { passTokenFor } from '@usher/read-models/passes/guest-links';
import { hostTokenFor } from '@usher/infra/http/host-links';
import { launchBrowser } from './support/browser.ts';
import { signInAsDoorOrganiser, startDoorProduct, type DoorProduct } from './support/door-product.ts';
import { verifyEmailByApi } from './support/verification-mail.ts';
import { shoot } from './support/screens.ts';

// Seats outside the editor (issue 19 section 3), in Chromium: the pass shows
// the seat, the guest list its seat columns, the door (the 'Check-in with
// Floorplan' role) the arriving guest's seat lit, and a table owner seats a
// plus-one through their link.

let product: DoorProduct;
let browser: Browser;
const guests: Record<string, string> = {};
const tableId = randomUUID();
const seatIds = Array.from({ length: 6 }, () => randomUUID());
const otherTableId = randomUUID();
const otherSeatIds = Array.from({ length: 4 }, () => randomUUID());
const floorEmail = 'flo@team.example';
const password = 'correct horse battery';

const round = (id: string, name: string, x: number, seats: string[], label: string | null = null) => ({
  table: {
    id,
    section_id: null,
    name,
    label,
    shape: 'round',
    diameter: null,
    seat_count: seats.length,
    numbering: 'clockwise',
    aisle_after: [],
    curve: 0,
    x,
    y: 160,
    width: 60,
    height: 60,
    rotation: 0,
    color: null,
  },
  seats: seats.map((seatId, position) => ({
    id: seatId,
    table_id: id,
    seat_legend_id: null,
    name: String(position + 1),
    position,
    disabled: false,
    disabled_message: null,
  })),
});

async function ok<T>(reply: Promise<{ status: number; json: T }>): Promise<T> {
  const { status, json } = await reply;
  expect(status, JSON.stringify(json)).toBeLessThan(300);
  return json;
}

async function signIn(page: Page, email: string) {
  await page.goto(`${product.server.baseUrl}/account/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${product.server.baseUrl}/`);
}

beforeAll(async () => {
  product = await startDoorProduct('seating-else');
  const e = product.eventUuid;
  await ok(product.call('PUT', `/api/v2/events/${e}`, { is_seating_enabled: true, seating_type: 'venue' }));
  const added = await ok(
    product.call<{ data: { id: string; first_name: string }[] }>('POST', `/api/v2/events/${e}/attendees`, {
      members: [
        { first_name: 'Ada', last_name: 'Lovelace' },
        { first_name: 'Olivia', last_name: 'Owner' },
        { first_name: 'Sam', last_name: 'Stranger' },
      ],
    }),
  );
  for (const guest of added.data) guests[guest.first_name] = guest.id;
  const plusOnes = await ok(
    product.call<{ data: { id: string; first_name: string }[] }>('POST', `/api/v2/events/${e}/attendees`, {
      members: [{ first_name: 'Pip', last_name: 'Plusone', parent_attendee_id: guests.Olivia }],
    }),
  );
  guests.Pip = plusOnes.data[0]!.id;
  const seven = round(tableId, '7', 120, seatIds, 'Friends');
  const eight = round(otherTableId, '8', 320, otherSeatIds);
  await ok(
    product.call('POST', `/api/v2/events/${e}/seating/save`, {
      created: {
        tables: [seven.table, eight.table],
        seats: [...seven.seats, ...eight.seats],
        canvas_objects: [
          {
            id: randomUUID(),
            type: 'Square',
            x: 40,
            y: 20,
            width: 360,
            height: 50,
            rotation: 0,
            points: [],
            text: 'Stage',
            fill: '#E4E4EC',
            stroke: null,
            font_size: 18,
          },
        ],
      },
    }),
  );
  await ok(
    product.call('POST', `/api/v2/events/${e}/seating/assign`, {
      assignments: [
        { attendee_id: guests.Ada, seat_id: otherSeatIds[1] },
        { attendee_id: guests.Olivia, seat_id: seatIds[0] },
        { attendee_id: guests.Sam, seat_id: seatIds[3] },
      ],
    }),
  );
  // The door's colleague with the 'Check-in with Floorplan' role, their address proved.
  await ok(product.call('POST', `/api/v2/events/${e}/administrators`, { email: floorEmail, role: 'check_in_with_floorplan' }));
  const signup = await fetch(`${product.server.baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Flo', last_name: 'Door', email: floorEmail, password }),
  });
  await verifyEmailByApi(product.server, ((await signup.json()) as { access_token: string }).access_token, floorEmail);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

describe('seating outside the editor', () => {
  it("a seated guest's pass shows their table and seat", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${product.server.baseUrl}/pass/${await passTokenFor(product.database.db, guests.Ada!)}`);
    const seat = page.getByTestId('pass-seat');
    await expect.poll(() => seat.count(), { timeout: 15_000 }).toBe(1);
    const text = (await seat.innerText()).toLowerCase();
    expect(text).toMatch(/table\s*8/);
    expect(text).toMatch(/seat\s*2/);
    await shoot(page, 'seating-else-pass-390', { fullPage: true });
    await page.close();
  });

  it("the guest list shows the venue's seat columns and a link to the floor plan", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signInAsDoorOrganiser(page, product.server.baseUrl);
    await page.goto(`${product.server.baseUrl}/events/${product.eventUuid}/guest-management`);
    await expect.poll(() => page.getByRole('columnheader', { name: 'Table Name' }).count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByRole('columnheader', { name: 'Seat', exact: true }).count()).toBe(1);
    expect(await page.getByRole('columnheader', { name: 'Section' }).count()).toBe(0);
    const ada = page.getByRole('row').filter({ hasText: 'Lovelace' });
    await expect.poll(() => ada.getByTestId('guest-table-no').textContent()).toBe('8');
    expect(await ada.getByTestId('guest-seat-no').textContent()).toBe('2');
    expect(await ada.getByTestId('guest-floorplan-link').textContent()).toBe('View on floor plan');
    await shoot(page, 'seating-else-guest-list-1440');
    await page.close();
  });

  it("the door's 'Check-in with Floorplan' role sees the arriving guest's seat lit on the plan", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await signIn(page, floorEmail);
    await page.goto(`${product.server.baseUrl}/events/${product.eventUuid}/scanner`);
    await page.getByLabel('Search guests by name').fill('Olivia');
    await page.getByTestId('scanner-search-results').getByRole('button', { name: 'Check in' }).click();
    const plan = page.getByTestId('door-seat-plan');
    await expect.poll(() => plan.count(), { timeout: 15_000 }).toBe(1);
    expect(await plan.innerText()).toContain('Olivia Owner: Table 7 (Friends) · Seat 1');
    expect(await plan.locator(`[data-seat-id="${seatIds[0]}"]`).getAttribute('data-lit')).toBe('true');
    // Another guest's seat is taken, unlit and unnamed.
    expect(await plan.locator(`[data-seat-id="${seatIds[3]}"]`).getAttribute('data-lit')).toBeNull();
    expect(await plan.locator(`[data-seat-id="${seatIds[3]}"] title`).textContent()).toBe('Table 7 (Friends), Seat 4: taken');
    await plan.scrollIntoViewIfNeeded();
    await shoot(page, 'seating-else-door-390', { fullPage: true });
    await context.close();
  });

  it('a table owner seats their plus-one through their link', async () => {
    const owner = await ok(
      product.call<{ data: { link: string } }>('POST', `/api/v2/events/${product.eventUuid}/seating/tables/${tableId}/owner`, {
        attendee_id: guests.Olivia,
        may_seat_guests: true,
        limit: 2,
      }),
    );
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(owner.data.link);
    await expect.poll(() => page.getByTestId('table-owner-table').textContent(), { timeout: 15_000 }).toBe('Table 7 · Friends');
    await shoot(page, 'seating-else-table-owner-390', { fullPage: true });
    const pip = page.getByTestId('table-owner-guest').filter({ hasText: 'Pip Plusone' });
    await pip.getByTestId('table-owner-choose-seat').click();
    await pip.getByTestId('table-owner-free-seat').first().click();
    await expect.poll(() => pip.innerText(), { timeout: 10_000 }).toContain('Table 7 (Friends) · Seat 2');
    await expect
      .poll(() => product.database.db.selectFrom('rm_attendees').select(['table_no', 'seat_no']).where('id', '=', guests.Pip!).executeTakeFirst())
      .toEqual({ table_no: '7', seat_no: '2' });
    await page.setViewportSize({ width: 1440, height: 900 });
    await shoot(page, 'seating-else-table-owner-1440', { fullPage: true });
    await page.close();
  });

  it("a host group allowed to view the plan sees its guest's seat, lit, and no one else's name", async () => {
    const group = await ok(
      product.call<{ data: { id: string; hosts: { attendee_id: string }[] } }>('POST', `/api/v2/events/${product.eventUuid}/host-group/add`, {
        name: 'Acme',
        experience_type: 'go',
        total_tickets: 1,
        is_view_floorplan_enabled: true,
        hosts: { created: [{ first_name: 'Hal', last_name: 'Host', email: 'hal@example.com' }] },
      }),
    );
    const token = await hostTokenFor(product.database.db, group.data.hosts[0]!.attendee_id);
    // The group's read model follows its creation a moment later.
    const ticketOf = async () =>
      (
        (await fetch(`${product.server.baseUrl}/api/v2/host-portal/${token}/groups/${group.data.id}/guests`).then((r) => r.json())) as {
          data?: { id: string }[];
        }
      ).data?.[0]?.id;
    await expect.poll(ticketOf, { timeout: 10_000 }).toBeTruthy();
    await ok(
      product.call('POST', `/api/v2/events/${product.eventUuid}/seating/assign`, {
        assignments: [{ attendee_id: (await ticketOf())!, seat_id: otherSeatIds[2] }],
      }),
    );
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${product.server.baseUrl}/host/${token}`);
    const plan = page.getByTestId('host-floor-plan');
    await expect.poll(() => plan.locator(`[data-seat-id="${otherSeatIds[2]}"]`).getAttribute('data-lit'), { timeout: 15_000 }).toBe('true');
    expect(await page.getByTestId('host-guest-seat').first().textContent()).toBe('Table 8 · Seat 3');
    expect(await plan.locator(`[data-seat-id="${otherSeatIds[1]}"] title`).textContent()).toBe('Table 8, Seat 2: taken');
    await shoot(page, 'seating-else-host-portal-390', { fullPage: true });
    await page.setViewportSize({ width: 1440, height: 900 });
    await shoot(page, 'seating-else-host-portal-1440', { fullPage: true });
    await page.close();
  });
});
