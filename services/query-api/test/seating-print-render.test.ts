import { describe, expect, it } from 'vitest';
import { seatNames } from '@usher/domain/seating/seat-numbering';
import { renderPlanPdf } from '../src/seating-print/plan-pdf.ts';
import { renderTableCardsPdf } from '../src/seating-print/table-cards-pdf.ts';
import type { PrintPlan, PrintSeat, PrintTable } from '../src/seating-print/print-plan-data.ts';
import { pdfPagesText } from './support/pdf-text.ts';

// The printouts drawn from a plan in memory: what each page says. The routes'
// own test (seating-print-routes.test.ts) reads the plan from the database.

const table = (id: string, fields: Partial<PrintTable>): PrintTable => ({
  id,
  section_id: null,
  name: id,
  label: null,
  shape: 'round',
  diameter: 60,
  seat_count: 10,
  numbering: 'clockwise',
  aisle_after: [],
  curve: 0,
  x: 0,
  y: 0,
  width: 60,
  height: 60,
  rotation: 0,
  color: null,
  ...fields,
});
const seatsOf = (t: PrintTable, guests: Record<number, string> = {}, legend: string | null = null): PrintSeat[] =>
  seatNames(t.seat_count, t.numbering).map((name, position) => ({
    id: `${t.id}-${position}`,
    table_id: t.id,
    name,
    position,
    disabled: false,
    legend_id: legend,
    guest: guests[position] ?? null,
  }));

function gala(): PrintPlan {
  const one = table('t1', { name: '1', label: 'Sponsors', x: 0, y: 0 });
  const two = table('t2', { name: 'Table 2', x: 200, y: 0 });
  const head = table('t3', { name: 'Head', shape: 'rectangle', diameter: null, seat_count: 6, width: 120, height: 40, x: 100, y: 200, rotation: 15 });
  return {
    event: { name: 'Winter Gala', starts_date: '2026-11-21', starts_time: '19:00', timezone: 'Europe/London', seating_type: 'venue' },
    sections: [],
    tables: [one, two, head],
    seatsByTable: new Map([
      [one.id, seatsOf(one, { 0: 'Ada Lovelace', 1: 'Charles Babbage', 2: 'Zoë Ångström' }, 'vip')],
      [two.id, seatsOf(two, { 4: 'Grace Hopper' })],
      [head.id, seatsOf(head, { 3: 'Alan Turing' })],
    ]),
    objects: [
      { id: 'o1', type: 'Square', x: -40, y: -160, width: 280, height: 60, rotation: 0, points: [], text: 'Stage', fill: null, stroke: null, font_size: 24 },
    ],
    legends: [{ id: 'vip', name: 'VIP', color: '#2D4CD7' }],
  };
}

describe('the floor plan PDF', () => {
  it('shows the event, its date in its zone, tables, seats with their guests, shapes and a legend on one page', async () => {
    const pages = await pdfPagesText(await renderPlanPdf(gala(), 'a4'));
    expect(pages).toHaveLength(1);
    const text = pages[0]!;
    expect(text).toContain('Winter Gala');
    expect(text.join('\n')).toContain('Saturday 21 November 2026, 19:00 (Europe/London)');
    expect(text).toEqual(
      expect.arrayContaining([
        '1',
        'Sponsors',
        'Table 2',
        'Head',
        'Stage',
        'Ada Lovelace',
        'Charles Babbage',
        'Grace Hopper',
        'Alan Turing',
        'VIP',
        'Taken seat',
      ]),
    );
    // Latin-1 names keep their accents.
    expect(text).toContain('Zoë Ångström');
    // Seat numbers: ten round each round table, six round the head table.
    expect(text.filter((run) => run === '10')).toHaveLength(2);
    expect(text.find((run) => run.startsWith('Scale 1:'))).toMatch(/^Scale 1:\d+$/);
  });

  it('prints a theatre row by its label with its seats, and an empty plan says so', async () => {
    const row = table('r1', {
      name: 'A',
      shape: 'row',
      diameter: null,
      seat_count: 8,
      numbering: 'odd_even',
      aisle_after: [4],
      width: 0,
      height: 0,
      section_id: 's1',
    });
    const theatre: PrintPlan = {
      ...gala(),
      sections: [{ id: 's1', name: 'Orchestra', color: null, x: -150, y: -40, width: 300, height: 80, rotation: 0 }],
      tables: [row],
      seatsByTable: new Map([[row.id, seatsOf(row, { 0: 'Ada Lovelace' })]]),
      objects: [],
    };
    const text = (await pdfPagesText(await renderPlanPdf(theatre, 'letter')))[0]!;
    expect(text).toEqual(expect.arrayContaining(['Orchestra', 'A', '7', '8', 'Ada Lovelace']));
    const empty = (await pdfPagesText(await renderPlanPdf({ ...gala(), tables: [], objects: [], seatsByTable: new Map() }, 'a3')))[0]!;
    expect(empty).toContain('This floor plan has no tables yet.');
  });

  it('draws a 20,000-seat plan on one page, names and all', async () => {
    const tables: PrintTable[] = [];
    const seats = new Map<string, PrintSeat[]>();
    for (let i = 0; i < 2000; i++) {
      const t = table(`big${i}`, { name: String(i + 1), x: (i % 50) * 150, y: Math.floor(i / 50) * 150 });
      tables.push(t);
      seats.set(t.id, seatsOf(t, Object.fromEntries(Array.from({ length: 10 }, (_, p) => [p, `Guest ${i}-${p}`]))));
    }
    const pdf = await renderPlanPdf({ ...gala(), tables, seatsByTable: seats, objects: [] }, 'a3');
    const pages = await pdfPagesText(pdf);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Guest 1999-9');
  });
});

describe('the table cards PDF', () => {
  it('prints one folded card per table, both halves naming the table and its guests in seat order', async () => {
    const pages = await pdfPagesText(await renderTableCardsPdf(gala(), 'a4'));
    expect(pages).toHaveLength(3);
    const first = pages[0]!;
    // Both halves of the tent card carry the same face.
    expect(first.filter((run) => run === 'Sponsors')).toHaveLength(2);
    const names = first.filter((run) => ['Ada Lovelace', 'Charles Babbage', 'Zoë Ångström'].includes(run));
    expect(names).toEqual(['Ada Lovelace', 'Charles Babbage', 'Zoë Ångström', 'Ada Lovelace', 'Charles Babbage', 'Zoë Ångström']);
    expect(pages[1]).toContain('Grace Hopper');
    expect(pages[2]).toContain('Alan Turing');
    expect(first.join('\n')).toContain('Winter Gala · Saturday 21 November 2026, 19:00 (Europe/London)');
  });

  it('prints a card per theatre row, titled with its section', async () => {
    const row = table('r1', { name: 'B', shape: 'row', diameter: null, seat_count: 4, numbering: 'left_to_right', section_id: 's1' });
    const theatre: PrintPlan = {
      ...gala(),
      sections: [{ id: 's1', name: 'Balcony', color: null, x: 0, y: 0, width: 10, height: 10, rotation: 0 }],
      tables: [row],
      seatsByTable: new Map([[row.id, seatsOf(row)]]),
    };
    const pages = await pdfPagesText(await renderTableCardsPdf(theatre, 'letter'));
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Balcony · Row B');
    expect(pages[0]).toContain('No guests seated yet');
  });

  it('prints names in any script as text, not as question marks', async () => {
    const names = ['Анна Каренина', 'Ελένη Παππά', 'Jürgen Weiß', 'Nguyễn Thị Minh', 'ნინო', '王小明', 'やまだ はなこ'];
    // Right-to-left names: pdf.js reads a line in the order it is seen, so each word is looked for alone.
    const rightToLeft = ['דוד כהן', 'محمد علي'];
    const one = table('u1', { name: 'Стол 1', seat_count: 10 });
    const plan: PrintPlan = {
      ...gala(),
      tables: [one],
      seatsByTable: new Map([[one.id, seatsOf(one, Object.fromEntries([...names, ...rightToLeft].map((name, index) => [index, name])))]]),
    };
    const text = (await pdfPagesText(await renderTableCardsPdf(plan, 'a4')))[0]!;
    expect(text).toContain('Стол 1');
    for (const name of names) expect(text).toContain(name);
    for (const word of rightToLeft.flatMap((name) => name.split(' '))) expect(text.join(' ')).toContain(word);
    expect(text.join('')).not.toContain('?');
  });
});
