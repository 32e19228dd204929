// Where things go on a printed badge, in PDF points (1/72 inch). The PDF draws from these
// rectangles and the badge screen's preview scales the same ones, so what is previewed prints.
import type { BadgeLayout, BadgeSize } from './badge-layout.ts';

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Sheet {
  /** The page the printer is given. */
  page: { width: number; height: number };
  /** One badge. */
  badge: { width: number; height: number };
  /** The top-left corner of each badge on a page, in reading order. */
  slots: { x: number; y: number }[];
}

const INCH = 72;
const MM = 72 / 25.4;

/** A badge printed on its own card is its own page; Avery 5392 puts six 4 × 3 in badges on US Letter, 1 in from the top, ¼ in from the sides. */
export function sheetOf(size: BadgeSize): Sheet {
  switch (size) {
    case '4x3':
      return single(4 * INCH, 3 * INCH);
    case '4x6':
      return single(4 * INCH, 6 * INCH);
    case 'a6':
      return single(105 * MM, 148 * MM);
    case 'avery_5392': {
      const slots = [];
      for (let row = 0; row < 3; row++) for (let column = 0; column < 2; column++) slots.push({ x: 0.25 * INCH + column * 4 * INCH, y: INCH + row * 3 * INCH });
      return { page: { width: 8.5 * INCH, height: 11 * INCH }, badge: { width: 4 * INCH, height: 3 * INCH }, slots };
    }
  }
}

function single(width: number, height: number): Sheet {
  return { page: { width, height }, badge: { width, height }, slots: [{ x: 0, y: 0 }] };
}

/** The page and place on it of the `index`th badge (from 0). */
export function placeOf(sheet: Sheet, index: number): { page: number; x: number; y: number } {
  const perPage = sheet.slots.length;
  const slot = sheet.slots[index % perPage]!;
  return { page: Math.floor(index / perPage), ...slot };
}

export function pageCount(sheet: Sheet, badges: number): number {
  return Math.ceil(badges / sheet.slots.length);
}

/** What one badge holds, each in the badge's own coordinates; a part the layout leaves out is null. */
export interface BadgeRegions {
  /** The band in the pass's colours along the top, with the logo and the event's name. */
  band: Box;
  logo: Box | null;
  eventName: Box;
  name: Box;
  /** One box per line under the name (secondary field, ticket variation, host group, table), in that order. */
  lines: Box[];
  qr: Box | null;
}

/** How many lines the layout prints under the name. */
export function lineCount(layout: BadgeLayout): number {
  return [layout.secondary_field !== null, layout.show_ticket_variation, layout.show_host_group, layout.show_table].filter(Boolean).length;
}

/**
 * A wide badge (4 × 3 in) puts the QR code to the right of the name; a tall one (4 × 6 in, A6)
 * under it. The name gets the most room, the lines share what is left, each at most ¼ in.
 */
export function regionsOf(badge: { width: number; height: number }, layout: BadgeLayout, hasLogo: boolean): BadgeRegions {
  const { width, height } = badge;
  const pad = Math.round(Math.min(width, height) * 0.07);
  const band: Box = { x: 0, y: 0, width, height: Math.round(height * (width > height ? 0.22 : 0.16)) };
  const logoSide = band.height - pad;
  const logo = layout.show_logo && hasLogo ? { x: pad, y: pad / 2, width: logoSide, height: logoSide } : null;
  const eventLeft = logo ? logo.x + logo.width + pad / 2 : pad;
  const eventName: Box = { x: eventLeft, y: pad / 2, width: width - eventLeft - pad, height: logoSide };

  const body: Box = { x: pad, y: band.height + pad, width: width - 2 * pad, height: height - band.height - 2 * pad };
  const wide = width > height;
  let qr: Box | null = null;
  let text = body;
  if (layout.show_qr) {
    if (wide) {
      const side = Math.min(body.height, body.width * 0.4);
      qr = { x: body.x + body.width - side, y: body.y + (body.height - side) / 2, width: side, height: side };
      text = { ...body, width: body.width - side - pad };
    } else {
      const side = Math.min(body.width * 0.6, body.height * 0.45);
      qr = { x: body.x + (body.width - side) / 2, y: body.y + body.height - side, width: side, height: side };
      text = { ...body, height: body.height - side - pad };
    }
  }
  const count = lineCount(layout);
  const lineHeight = count === 0 ? 0 : Math.min(INCH / 4, (text.height * 0.45) / count);
  const nameHeight = text.height - lineHeight * count;
  const name: Box = { x: text.x, y: text.y, width: text.width, height: nameHeight };
  const lines = Array.from({ length: count }, (_, index) => ({
    x: text.x,
    y: text.y + nameHeight + index * lineHeight,
    width: text.width,
    height: lineHeight,
  }));
  return { band, logo, eventName, name, lines, qr };
}

/** The most badges one print holds: an evening's door list, and a file a browser's viewer still opens. */
export const MAX_PRINTED_BADGES = 5000;
