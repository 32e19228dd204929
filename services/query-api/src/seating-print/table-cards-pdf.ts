import { eventWhen, newDocument, printable, type Paper } from './pdf-document.ts';
import { printedTableName, type PrintPlan, type PrintTable } from './print-plan-data.ts';

// Tent cards: one portrait page per table (a theatre's row counts as a table),
// folded across the middle. Both halves carry the same card, the upper one
// turned upside down, so the card reads upright from either side of the table.

const INK = '#1F2937';
const MUTED = '#6B7280';
const PAD = 36;

type Doc = ReturnType<typeof newDocument>['doc'];

/** The largest font size (up to `max`) at which `text` fits `width`. */
function fittingSize(doc: Doc, text: string, width: number, max: number, min: number): number {
  doc.fontSize(max);
  const natural = doc.widthOfString(text);
  return natural <= width ? max : Math.max(min, (max * width) / natural);
}

/** `text` shortened with an ellipsis until it fits `width` in the current font. */
function clipped(doc: Doc, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text;
  let end = text.length;
  while (end > 1 && doc.widthOfString(`${text.slice(0, end)}…`) > width) end--;
  return `${text.slice(0, end).trimEnd()}…`;
}

function centred(doc: Doc, text: string, y: number, width: number, size: number) {
  doc.fontSize(size);
  const w = doc.widthOfString(text);
  doc.text(text, Math.max(PAD, (width - w) / 2), y, { lineBreak: false });
}

/** One half of a card: table name big, then its guests in seat order in as many as three columns. */
function drawCardFace(doc: Doc, plan: PrintPlan, table: PrintTable, width: number, height: number) {
  const heading = printable(table.shape === 'row' ? printedTableName(plan, table) : table.name);
  doc.font('Helvetica-Bold').fillColor(INK);
  const size = fittingSize(doc, heading, width - 2 * PAD, 96, 18);
  centred(doc, heading, PAD, width, size);
  let y = PAD + size * 1.05;
  if (table.shape !== 'row' && table.label) {
    doc.font('Helvetica').fillColor(MUTED);
    const labelSize = fittingSize(doc, printable(table.label), width - 2 * PAD, 22, 9);
    centred(doc, printable(table.label), y, width, labelSize);
    y += labelSize * 1.4;
  }
  y += 8;

  const seated = (plan.seatsByTable.get(table.id) ?? []).filter((seat) => seat.guest);
  const footer = 14;
  const room = height - y - PAD - footer;
  if (seated.length > 0) {
    const columns = Math.min(3, Math.max(1, Math.ceil((seated.length * 14) / room)));
    const perColumn = Math.ceil(seated.length / columns);
    const lineHeight = Math.min(16, room / perColumn);
    const fontSize = Math.max(5, lineHeight * 0.72);
    const columnWidth = (width - 2 * PAD) / columns;
    doc.font('Helvetica').fontSize(fontSize).fillColor(INK);
    seated.forEach((seat, index) => {
      const column = Math.floor(index / perColumn);
      const x = PAD + column * columnWidth;
      const lineY = y + (index % perColumn) * lineHeight;
      doc.fillColor(MUTED).text(printable(seat.name), x, lineY, { lineBreak: false });
      doc.fillColor(INK).text(clipped(doc, printable(seat.guest!), columnWidth - fontSize * 2.8), x + fontSize * 2.6, lineY, { lineBreak: false });
    });
  } else {
    doc.font('Helvetica').fontSize(11).fillColor(MUTED);
    centred(doc, 'No guests seated yet', y, width, 11);
  }
  doc.font('Helvetica').fillColor(MUTED);
  const footerText = printable([plan.event.name, eventWhen(plan.event)].filter(Boolean).join(' · '));
  centred(doc, footerText, height - PAD, width, fittingSize(doc, footerText, width - 2 * PAD, 8, 5));
}

/** Every table's (or row's) tent card, in table order, one page each. */
export async function renderTableCardsPdf(plan: PrintPlan, paper: Paper): Promise<Buffer> {
  const { doc, size, finish } = newDocument(`${plan.event.name} — table cards`, paper, 'portrait');
  const half = size.height / 2;
  if (plan.tables.length === 0) {
    doc.addPage();
    doc.fillColor(MUTED).font('Helvetica').fontSize(12).text('This floor plan has no tables yet.', PAD, PAD, { lineBreak: false });
    return finish();
  }
  for (const table of plan.tables) {
    doc.addPage();
    // The upper half, turned half a turn about its centre: it faces the other side once folded.
    doc.save();
    doc.rotate(180, { origin: [size.width / 2, half / 2] });
    drawCardFace(doc, plan, table, size.width, half);
    doc.restore();
    doc.save();
    doc.translate(0, half);
    drawCardFace(doc, plan, table, size.width, half);
    doc.restore();
    doc.moveTo(PAD / 2, half).lineTo(size.width - PAD / 2, half).dash(3, { space: 4 }).lineWidth(0.4).stroke('#9CA3AF');
    doc.undash();
  }
  return finish();
}
