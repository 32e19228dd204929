import { eventWhen, newDocument, type Paper } from './pdf-document.ts';
import { clippedText, fittingSize, measureText, writeText, type TextStyle } from '../pdf/unicode-text.ts';
import { printedTableName, type PrintPlan, type PrintTable } from './print-plan-data.ts';

// Tent cards: one portrait page per table (a theatre's row counts as a table),
// folded across the middle. Both halves carry the same card, the upper one
// turned upside down, so the card reads upright from either side of the table.

const INK = '#1F2937';
const MUTED = '#6B7280';
const PAD = 36;

type Doc = ReturnType<typeof newDocument>['doc'];

function centred(doc: Doc, text: string, y: number, width: number, style: TextStyle) {
  const w = measureText(doc, text, style);
  writeText(doc, text, Math.max(PAD, (width - w) / 2), y, style);
}

/** One half of a card: table name big, then its guests in seat order in as many as three columns. */
function drawCardFace(doc: Doc, plan: PrintPlan, table: PrintTable, width: number, height: number) {
  const heading = table.shape === 'row' ? printedTableName(plan, table) : table.name;
  doc.fillColor(INK);
  const size = fittingSize(doc, heading, width - 2 * PAD, { max: 96, min: 18, weight: 'bold' });
  centred(doc, heading, PAD, width, { size, weight: 'bold' });
  let y = PAD + size * 1.05;
  if (table.shape !== 'row' && table.label) {
    doc.fillColor(MUTED);
    const labelSize = fittingSize(doc, table.label, width - 2 * PAD, { max: 22, min: 9 });
    centred(doc, table.label, y, width, { size: labelSize });
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
    const style = { size: Math.max(5, lineHeight * 0.72) };
    const columnWidth = (width - 2 * PAD) / columns;
    seated.forEach((seat, index) => {
      const column = Math.floor(index / perColumn);
      const x = PAD + column * columnWidth;
      const lineY = y + (index % perColumn) * lineHeight;
      doc.fillColor(MUTED);
      writeText(doc, seat.name, x, lineY, style);
      doc.fillColor(INK);
      writeText(doc, clippedText(doc, seat.guest!, columnWidth - style.size * 2.8, style), x + style.size * 2.6, lineY, style);
    });
  } else {
    doc.fillColor(MUTED);
    centred(doc, 'No guests seated yet', y, width, { size: 11 });
  }
  doc.fillColor(MUTED);
  const footerText = [plan.event.name, eventWhen(plan.event)].filter(Boolean).join(' · ');
  centred(doc, footerText, height - PAD, width, { size: fittingSize(doc, footerText, width - 2 * PAD, { max: 8, min: 5 }) });
}

/** Every table's (or row's) tent card, in table order, one page each. */
export async function renderTableCardsPdf(plan: PrintPlan, paper: Paper): Promise<Buffer> {
  const { doc, size, finish } = newDocument(`${plan.event.name} — table cards`, paper, 'portrait');
  const half = size.height / 2;
  if (plan.tables.length === 0) {
    doc.addPage();
    doc.fillColor(MUTED);
    writeText(doc, 'This floor plan has no tables yet.', PAD, PAD, { size: 12 });
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
    doc
      .moveTo(PAD / 2, half)
      .lineTo(size.width - PAD / 2, half)
      .dash(3, { space: 4 })
      .lineWidth(0.4)
      .stroke('#9CA3AF');
    doc.undash();
  }
  return finish();
}
