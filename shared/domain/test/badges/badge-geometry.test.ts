import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lineCount, pageCount, placeOf, regionsOf, sheetOf, type Box } from '../../src/badges/badge-geometry.ts';
import { BADGE_SIZES, defaultBadgeLayout, type BadgeLayout } from '../../src/badges/badge-layout.ts';

const inside = (inner: Box, outer: { x?: number; y?: number; width: number; height: number }) =>
  inner.x >= (outer.x ?? 0) - 1e-9 &&
  inner.y >= (outer.y ?? 0) - 1e-9 &&
  inner.x + inner.width <= (outer.x ?? 0) + outer.width + 1e-9 &&
  inner.y + inner.height <= (outer.y ?? 0) + outer.height + 1e-9;
const overlap = (a: Box, b: Box) => a.x < b.x + b.width - 1e-9 && b.x < a.x + a.width - 1e-9 && a.y < b.y + b.height - 1e-9 && b.y < a.y + a.height - 1e-9;

describe('badge sheets', () => {
  it('gives each single badge a page of its own size', () => {
    expect(sheetOf('4x3').page).toEqual({ width: 288, height: 216 });
    expect(sheetOf('4x6').page).toEqual({ width: 288, height: 432 });
    const a6 = sheetOf('a6').page;
    expect(a6.width).toBeCloseTo(297.64, 2);
    expect(a6.height).toBeCloseTo(419.53, 2);
  });

  it('puts six 4 × 3 in badges on a US Letter Avery 5392 sheet, 1 in from the top and ¼ in from the sides', () => {
    const sheet = sheetOf('avery_5392');
    expect(sheet.page).toEqual({ width: 612, height: 792 });
    expect(sheet.slots).toEqual([
      { x: 18, y: 72 },
      { x: 306, y: 72 },
      { x: 18, y: 288 },
      { x: 306, y: 288 },
      { x: 18, y: 504 },
      { x: 306, y: 504 },
    ]);
    for (const slot of sheet.slots) expect(inside({ ...slot, ...sheet.badge }, sheet.page)).toBe(true);
  });

  it('numbers pages and places badges in reading order', () => {
    const sheet = sheetOf('avery_5392');
    expect(placeOf(sheet, 7)).toEqual({ page: 1, x: 306, y: 72 });
    expect(pageCount(sheet, 13)).toBe(3);
    expect(pageCount(sheetOf('4x6'), 13)).toBe(13);
    expect(pageCount(sheet, 0)).toBe(0);
  });
});

describe('badge regions', () => {
  const layouts = fc.record({
    size: fc.constantFrom(...BADGE_SIZES.map((size) => size.key)),
    secondary_field: fc.constantFrom(null, 'custom_fields.44444444-4444-4444-8444-444444444444'),
    show_ticket_variation: fc.boolean(),
    show_host_group: fc.boolean(),
    show_table: fc.boolean(),
    show_qr: fc.boolean(),
    show_logo: fc.boolean(),
  }) satisfies fc.Arbitrary<BadgeLayout>;

  it('keeps every part on the badge, none over another, and one line per chosen field', () => {
    fc.assert(
      fc.property(layouts, fc.boolean(), (layout, hasLogo) => {
        const badge = sheetOf(layout.size).badge;
        const regions = regionsOf(badge, layout, hasLogo);
        const parts = [regions.name, ...regions.lines, ...(regions.qr ? [regions.qr] : [])];
        for (const part of [regions.band, regions.eventName, ...parts, ...(regions.logo ? [regions.logo] : [])]) expect(inside(part, badge)).toBe(true);
        for (let i = 0; i < parts.length; i++) for (let j = i + 1; j < parts.length; j++) expect(overlap(parts[i]!, parts[j]!)).toBe(false);
        expect(regions.lines).toHaveLength(lineCount(layout));
        expect(regions.qr !== null).toBe(layout.show_qr);
        expect(regions.logo !== null).toBe(layout.show_logo && hasLogo);
        // The name is the biggest text: never less room than a line.
        for (const line of regions.lines) expect(regions.name.height).toBeGreaterThanOrEqual(line.height);
      }),
    );
  });

  it('puts the QR code beside the name on a wide badge and under it on a tall one', () => {
    const layout = defaultBadgeLayout();
    const wide = regionsOf(sheetOf('4x3').badge, layout, false);
    expect(wide.qr!.x).toBeGreaterThan(wide.name.x + wide.name.width);
    const tall = regionsOf(sheetOf('4x6').badge, layout, false);
    expect(tall.qr!.y).toBeGreaterThan(tall.lines.at(-1)!.y + tall.lines.at(-1)!.height);
    // A square QR code at least an inch across scans from a hand's length away.
    expect(wide.qr!.width).toBe(wide.qr!.height);
    expect(wide.qr!.width).toBeGreaterThanOrEqual(72);
    expect(tall.qr!.width).toBeGreaterThanOrEqual(72);
  });
});
