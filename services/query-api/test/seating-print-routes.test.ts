import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { savePlan, seatGuest, section, venueTable } from '@usher/infra/testing/seating-fixtures';
import { parseCsv } from '@usher/domain/guest-import/parse-csv';
import { pdfPagesText } from './support/pdf-text.ts';

// The printouts and the seat list from a plan the projection built from its
// events: SeatingPlanSaved, then guests seated (seating-fixtures appends them
// as the seating decisions do).

let t: TestApp;
let owner: Auth;
let stranger: Auth;
let gala: string;
let theatre: string;
let bare: string;
const ten = venueTable({ name: '10', label: 'Sponsors', x: 300 }, 6);
const two = venueTable({ name: 'Table 2', x: 0 }, 4);
const stalls = section('Stalls');
const rowB = venueTable({ name: 'B', shape: 'row', section_id: stalls.id, numbering: 'left_to_right' }, 3);

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  stranger = (await t.signUp()).auth;
  gala = (await createEvent(t, owner, { name: 'Winter Gala', timezone: 'Europe/London', is_seating_enabled: true, seating_type: 'venue' })).uuid;
  theatre = (await createEvent(t, owner, { name: 'Matinee', is_seating_enabled: true, seating_type: 'theatre' })).uuid;
  bare = (await createEvent(t, owner, { name: 'Picnic' })).uuid;
  const [ada, bea, cal] = await addGuests(t, owner, gala, [
    { first_name: 'Ada', last_name: 'Lovelace' },
    { first_name: 'Bea', last_name: 'Arthur' },
    { first_name: 'Cal', last_name: 'Unseated' },
  ]);
  await savePlan(t.context.store, gala, {
    created: {
      tables: [ten.table, two.table],
      seats: [...ten.seats, ...two.seats],
      canvas_objects: [
        {
          id: crypto.randomUUID(),
          type: 'Square',
          x: -50,
          y: -200,
          width: 400,
          height: 80,
          rotation: 0,
          points: [],
          text: 'Stage',
          fill: null,
          stroke: null,
          font_size: 24,
        },
      ],
    },
  });
  await seatGuest(t.context.store, gala, ada!.id, ten.seats[2]!);
  await seatGuest(t.context.store, gala, bea!.id, two.seats[0]!);
  void cal;
  const [dee] = await addGuests(t, owner, theatre, [{ first_name: 'Dee', last_name: 'Row' }]);
  await savePlan(t.context.store, theatre, { created: { sections: [stalls], tables: [rowB.table], seats: rowB.seats } });
  await seatGuest(t.context.store, theatre, dee!.id, rowB.seats[1]!);
  await t.settle();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Auth | Record<string, never> = owner) => t.app.inject({ method: 'GET', url, headers });
const csv = (body: string) => parseCsv(body.replace(/^\uFEFF/, ''));

describe('GET /api/v2/events/{e}/seating/print/*.pdf', () => {
  it('prints the plan with its tables, seated guests, shapes and the event', async () => {
    const response = await get(`/api/v2/events/${gala}/seating/print/plan.pdf`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="winter-gala-floor-plan.pdf"');
    const pages = await pdfPagesText(response.rawPayload);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toEqual(expect.arrayContaining(['Winter Gala', '10', 'Sponsors', 'Table 2', 'Stage', 'Ada Lovelace', 'Bea Arthur']));
    expect(pages[0]).not.toContain('Cal Unseated');
  });

  it('prints a tent card per table in table order, and one per row in a theatre', async () => {
    const cards = await pdfPagesText((await get(`/api/v2/events/${gala}/seating/print/table-cards.pdf?paper=letter`)).rawPayload);
    expect(cards).toHaveLength(2);
    // 'Table 2' before '10': tables sort by the first number in their name.
    expect(cards[0]).toContain('Table 2');
    expect(cards[0]).toContain('Bea Arthur');
    expect(cards[1]).toContain('Ada Lovelace');
    const rows = await pdfPagesText((await get(`/api/v2/events/${theatre}/seating/print/table-cards.pdf`)).rawPayload);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('Stalls · Row B');
    expect(rows[0]).toContain('Dee Row');
  });

  it('prints an event without a plan, and refuses a stranger, an anonymous caller and an unknown paper', async () => {
    expect((await pdfPagesText((await get(`/api/v2/events/${bare}/seating/print/plan.pdf`)).rawPayload))[0]).toContain('This floor plan has no tables yet.');
    expect((await get(`/api/v2/events/${gala}/seating/print/plan.pdf?paper=tabloid`)).statusCode).toBe(422);
    expect((await get(`/api/v2/events/${gala}/seating/print/plan.pdf`, {})).statusCode).toBe(401);
    expect((await get(`/api/v2/events/${gala}/seating/print/table-cards.pdf`, stranger)).statusCode).toBe(404);
  });
});

describe('the guest export with seating', () => {
  it("adds the venue's seating columns after the ticket, and none when seating is off", async () => {
    const sheet = csv((await get(`/api/v2/events/${gala}/attendees/export`)).body);
    const at = sheet.headers.indexOf('Ticket Variation');
    expect(sheet.headers.slice(at + 1, at + 5)).toEqual(['Table', 'Table Name', 'Seat', 'Reference']);
    const ada = sheet.rows.find((row) => row[0] === 'Ada')!;
    expect(ada.slice(at + 1, at + 4)).toEqual(['10', 'Sponsors', '3']);
    // The picnic has no guests: its export is a header line alone.
    const header = (await get(`/api/v2/events/${bare}/attendees/export`)).body
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0]!
      .split(',');
    expect(header).toContain('Reference');
    expect(header).not.toContain('Seat');
  });

  it('exports the seat list: seated guests only, led by their seat, in seat order', async () => {
    const response = await get(`/api/v2/events/${gala}/attendees/export?view=seat_list&sort=-created_at`);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="winter-gala-seat-list-\d{4}-\d{2}-\d{2}\.csv"$/);
    const sheet = csv(response.body);
    expect(sheet.headers.slice(0, 5)).toEqual(['Table', 'Table Name', 'Seat', 'First Name', 'Last Name']);
    // The spec's attendee order (section 9): a table named by a number before one named by text.
    expect(sheet.rows.map((row) => row.slice(0, 4))).toEqual([
      ['10', 'Sponsors', '3', 'Ada'],
      ['Table 2', '-', '1', 'Bea'],
    ]);
    const rows = csv((await get(`/api/v2/events/${theatre}/attendees/export?view=seat_list`)).body);
    expect(rows.headers.slice(0, 4)).toEqual(['Section', 'Row', 'Seat', 'First Name']);
    expect(rows.rows.map((row) => row.slice(0, 4))).toEqual([['Stalls', 'B', '2', 'Dee']]);
  });
});
