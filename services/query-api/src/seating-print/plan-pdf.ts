import { DEFAULT_SEAT_COLOR } from '@usher/domain/seating/seating-constants';
import { placeOnCanvas, roundTableRadius, seatOffsets, SEAT_SIZE, type Point } from '@usher/domain/seating/seat-geometry';
import { eventWhen, newDocument, type Paper } from './pdf-document.ts';
import { measureText, writeText } from '../pdf/unicode-text.ts';
import type { Weight } from '../pdf/unicode-fonts.ts';
import type { PrintObject, PrintPlan, PrintSeat, PrintTable } from './print-plan-data.ts';

// The whole floor plan on one landscape page, to scale: one factor from
// canvas inches to paper points for everything, printed as '1:N' in the
// header so a planner can measure an aisle with a ruler.

const MARGIN = 28;
const HEADER = 58;
const LEGEND = 34;
const INK = '#1F2937';
const MUTED = '#6B7280';
const DISABLED = '#C4C4CC';
const EMPTY_FILL = '#FFFFFF';

interface Frame {
  scale: number;
  minX: number;
  minY: number;
  left: number;
  top: number;
}

interface PlacedTable {
  table: PrintTable;
  seats: { seat: PrintSeat; at: Point }[];
}

/** Seats where they are drawn, computed once: both the bounds and the drawing need them. */
function placeTables(plan: PrintPlan): PlacedTable[] {
  return plan.tables.map((table) => {
    const seats = plan.seatsByTable.get(table.id) ?? [];
    const offsets = seatOffsets({ ...table, seat_count: Math.max(table.seat_count, seats.length) });
    return { table, seats: seats.map((seat) => ({ seat, at: placeOnCanvas(offsets[seat.position] ?? { x: 0, y: 0 }, table) })) };
  });
}

/** The canvas rectangle the plan covers, seats and their names' room included. */
function bounds(plan: PrintPlan, placed: PlacedTable[]) {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  const add = (x: number, y: number, pad = 0) => {
    minX = Math.min(minX, x - pad);
    minY = Math.min(minY, y - pad);
    maxX = Math.max(maxX, x + pad);
    maxY = Math.max(maxY, y + pad);
  };
  for (const { table, seats } of placed) {
    const reach = table.shape === 'round' ? roundTableRadius(table) : Math.hypot(table.width, table.height) / 2;
    if (table.shape !== 'row') add(table.x, table.y, reach);
    for (const { at } of seats) add(at.x, at.y, SEAT_SIZE * 1.5);
  }
  // Shapes and sections are placed by their centre, as the editor places them.
  for (const object of plan.objects) {
    add(object.x - object.width / 2, object.y - object.height / 2);
    add(object.x + object.width / 2, object.y + object.height / 2);
    for (let i = 0; i + 1 < object.points.length; i += 2) add(object.x + object.points[i]!, object.y + object.points[i + 1]!);
  }
  for (const section of plan.sections) {
    add(section.x - section.width / 2, section.y - section.height / 2);
    add(section.x + section.width / 2, section.y + section.height / 2);
  }
  return Number.isFinite(minX) ? { minX, minY, width: Math.max(maxX - minX, 1), height: Math.max(maxY - minY, 1) } : null;
}

type Doc = ReturnType<typeof newDocument>['doc'];

const px = (f: Frame, x: number) => f.left + (x - f.minX) * f.scale;
const py = (f: Frame, y: number) => f.top + (y - f.minY) * f.scale;

function textAt(doc: Doc, text: string, x: number, y: number, size: number, align: 'left' | 'center' | 'right' = 'center', weight: Weight = 'regular') {
  const width = measureText(doc, text, { size, weight });
  const left = align === 'center' ? x - width / 2 : align === 'right' ? x - width : x;
  writeText(doc, text, left, y - size * 0.35, { size, weight });
}

function drawSections(doc: Doc, f: Frame, plan: PrintPlan) {
  for (const section of plan.sections) {
    doc.save();
    // A section's (x, y) is its centre, and it turns about it (as in the editor).
    const w = section.width * f.scale;
    const h = section.height * f.scale;
    const left = px(f, section.x) - w / 2;
    const top = py(f, section.y) - h / 2;
    doc.rotate(section.rotation, { origin: [px(f, section.x), py(f, section.y)] });
    doc
      .rect(left, top, w, h)
      .dash(4, { space: 3 })
      .lineWidth(0.6)
      .stroke(section.color ?? MUTED);
    doc.undash();
    doc.fillColor(section.color ?? MUTED);
    textAt(doc, section.name, left + 3, top + 7, 7, 'left', 'bold');
    doc.restore();
  }
}

/** Shapes as the editor's Konva draws them: each centred on (x, y) and turned about it; polygon points relative to the centre; a caption centred in the box. */
function drawObject(doc: Doc, f: Frame, object: PrintObject) {
  const cx = px(f, object.x);
  const cy = py(f, object.y);
  const w = object.width * f.scale;
  const h = object.height * f.scale;
  doc.save();
  doc.rotate(object.rotation, { origin: [cx, cy] });
  doc.lineWidth(0.8);
  const fill = object.fill ?? '#E5E7EB';
  const stroke = object.stroke ?? MUTED;
  if (object.type === 'Square') doc.rect(cx - w / 2, cy - h / 2, w, h).fillAndStroke(fill, stroke);
  else if (object.type === 'Ellipsis') doc.ellipse(cx, cy, w / 2, h / 2).fillAndStroke(fill, stroke);
  else if (object.type === 'CustomPolygon' && object.points.length >= 6) {
    const points: [number, number][] = [];
    for (let i = 0; i + 1 < object.points.length; i += 2) points.push([cx + object.points[i]! * f.scale, cy + object.points[i + 1]! * f.scale]);
    doc.polygon(...points).fillAndStroke(fill, stroke);
  }
  if (object.text) {
    const size = Math.max(3, Math.min(24, (object.font_size ?? 18) * f.scale));
    doc.fillColor(object.type === 'TextField' ? (object.fill ?? INK) : INK);
    textAt(doc, object.text, cx, cy, size, 'center', 'bold');
  }
  doc.restore();
}

function drawTableBody(doc: Doc, f: Frame, table: PrintTable) {
  const cx = px(f, table.x);
  const cy = py(f, table.y);
  doc.lineWidth(0.8);
  if (table.shape === 'round') {
    doc.circle(cx, cy, roundTableRadius(table) * f.scale).fillAndStroke(table.color ?? '#F3F4F6', INK);
  } else if (table.shape === 'rectangle') {
    doc.save();
    doc.rotate(table.rotation, { origin: [cx, cy] });
    doc
      .rect(cx - (table.width * f.scale) / 2, cy - (table.height * f.scale) / 2, table.width * f.scale, table.height * f.scale)
      .fillAndStroke(table.color ?? '#F3F4F6', INK);
    doc.restore();
  }
}

function drawTableName(doc: Doc, f: Frame, placed: PlacedTable) {
  const { table, seats } = placed;
  doc.fillColor(INK);
  if (table.shape === 'row') {
    // A row's label stands left of its first seat, as on a theatre's seat map.
    const first = seats[0]?.at ?? { x: table.x, y: table.y };
    textAt(doc, table.name, px(f, first.x) - SEAT_SIZE * f.scale, py(f, first.y), Math.max(3, SEAT_SIZE * 0.7 * f.scale), 'right', 'bold');
    return;
  }
  const room = (table.shape === 'round' ? roundTableRadius(table) * 2 : Math.min(table.width, table.height)) * f.scale;
  const size = Math.max(3, Math.min(18, room * 0.32));
  textAt(doc, table.name, px(f, table.x), py(f, table.y) - (table.label ? size * 0.35 : 0), size, 'center', 'bold');
  if (table.label) {
    textAt(doc, table.label, px(f, table.x), py(f, table.y) + size * 0.6, size * 0.5);
  }
}

function drawSeats(doc: Doc, f: Frame, placed: PlacedTable, colours: Map<string, string>) {
  const { table, seats } = placed;
  const radius = (SEAT_SIZE / 2) * f.scale;
  const numberSize = SEAT_SIZE * 0.5 * f.scale;
  const nameSize = Math.min(7, SEAT_SIZE * 0.38 * f.scale);
  const centre = { x: px(f, table.x), y: py(f, table.y) };
  doc.lineWidth(Math.min(0.8, radius * 0.2));
  for (const { seat, at } of seats) {
    const x = px(f, at.x);
    const y = py(f, at.y);
    const colour = (seat.legend_id && colours.get(seat.legend_id)) || DEFAULT_SEAT_COLOR;
    if (seat.disabled) {
      doc.circle(x, y, radius).fillAndStroke(DISABLED, DISABLED);
      doc
        .moveTo(x - radius * 0.6, y - radius * 0.6)
        .lineTo(x + radius * 0.6, y + radius * 0.6)
        .moveTo(x + radius * 0.6, y - radius * 0.6)
        .lineTo(x - radius * 0.6, y + radius * 0.6)
        .stroke('#FFFFFF');
    } else doc.circle(x, y, radius).fillAndStroke(seat.guest ? colour : EMPTY_FILL, colour);
    // A PDF is zoomed on screen: a 1-point number reads at 800 %. Smaller than that is a smudge even then.
    if (numberSize >= 1) {
      doc.fillColor(seat.guest && !seat.disabled ? '#FFFFFF' : INK);
      textAt(doc, seat.name, x, y, numberSize);
    }
    if (seat.guest && nameSize >= 0.75) drawGuestName(doc, seat.guest, { x, y }, table.shape === 'row' ? null : centre, radius, nameSize);
  }
}

/** A guest's name just outside their seat, on the side away from the table, so neighbours' names do not cross. */
function drawGuestName(doc: Doc, name: string, seat: Point, tableCentre: Point | null, radius: number, size: number) {
  doc.fillColor(INK);
  if (!tableCentre) {
    textAt(doc, name, seat.x, seat.y + radius + size * 0.9, size);
    return;
  }
  const dx = seat.x - tableCentre.x;
  const dy = seat.y - tableCentre.y;
  const length = Math.hypot(dx, dy) || 1;
  const ux = dx / length;
  const uy = dy / length;
  const x = seat.x + ux * (radius + size * 0.4);
  const y = seat.y + uy * (radius + size * 0.8);
  textAt(doc, name, x, y, size, ux > 0.35 ? 'left' : ux < -0.35 ? 'right' : 'center');
}

function drawHeader(doc: Doc, plan: PrintPlan, width: number, scale: number | null) {
  doc.fillColor(INK);
  writeText(doc, plan.event.name, MARGIN, MARGIN, { size: 16, weight: 'bold' });
  const when = eventWhen(plan.event);
  doc.fillColor(MUTED);
  writeText(doc, ['Floor plan', when].filter(Boolean).join(' · '), MARGIN, MARGIN + 21, { size: 9 });
  // 1 canvas unit is an inch (72 points): printed at `scale` points per inch, the plan is 1 : 72 / scale.
  if (scale) textAt(doc, `Scale 1:${Math.round(72 / scale)}`, width - MARGIN, MARGIN + 6, 9, 'right');
}

function drawLegend(doc: Doc, plan: PrintPlan, size: { width: number; height: number }) {
  const y = size.height - MARGIN - 8;
  let x = MARGIN;
  const entry = (label: string, draw: (cx: number, cy: number) => void) => {
    draw(x + 5, y);
    doc.fillColor(INK);
    writeText(doc, label, x + 14, y - 3, { size: 8 });
    x += 24 + measureText(doc, label, { size: 8 });
  };
  doc.fillColor(INK);
  writeText(doc, 'Legend', x, y - 3, { size: 8, weight: 'bold' });
  x += 44;
  entry('Empty seat', (cx, cy) => doc.lineWidth(0.8).circle(cx, cy, 4.5).fillAndStroke(EMPTY_FILL, DEFAULT_SEAT_COLOR));
  entry('Taken seat', (cx, cy) => doc.circle(cx, cy, 4.5).fillAndStroke(DEFAULT_SEAT_COLOR, DEFAULT_SEAT_COLOR));
  entry('Disabled seat', (cx, cy) => doc.circle(cx, cy, 4.5).fillAndStroke(DISABLED, DISABLED));
  for (const legend of plan.legends) {
    if (x > size.width - MARGIN - 80) break;
    entry(legend.name, (cx, cy) => doc.circle(cx, cy, 4.5).fillAndStroke(legend.color, legend.color));
  }
}

/** The plan of an event as a one-page PDF on landscape `paper`. */
export async function renderPlanPdf(plan: PrintPlan, paper: Paper): Promise<Buffer> {
  const { doc, size, finish } = newDocument(`${plan.event.name} — floor plan`, paper, 'landscape');
  doc.addPage();
  const placed = placeTables(plan);
  const area = bounds(plan, placed);
  const room = { width: size.width - 2 * MARGIN, height: size.height - 2 * MARGIN - HEADER - LEGEND };
  if (!area) {
    drawHeader(doc, plan, size.width, null);
    doc.fillColor(MUTED);
    writeText(doc, 'This floor plan has no tables yet.', MARGIN, MARGIN + HEADER + 20, { size: 12 });
    return finish();
  }
  const scale = Math.min(room.width / area.width, room.height / area.height);
  const frame: Frame = {
    scale,
    minX: area.minX,
    minY: area.minY,
    left: MARGIN + (room.width - area.width * scale) / 2,
    top: MARGIN + HEADER + (room.height - area.height * scale) / 2,
  };
  drawHeader(doc, plan, size.width, scale);
  drawSections(doc, frame, plan);
  for (const object of plan.objects) drawObject(doc, frame, object);
  const colours = new Map(plan.legends.map((l) => [l.id, l.color]));
  for (const table of placed) drawTableBody(doc, frame, table.table);
  for (const table of placed) drawSeats(doc, frame, table, colours);
  for (const table of placed) drawTableName(doc, frame, table);
  drawLegend(doc, plan, size);
  return finish();
}
