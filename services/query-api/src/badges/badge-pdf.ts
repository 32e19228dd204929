import type PDFKitDocument from 'pdfkit';
import type QRCodeLibrary from 'qrcode';
import { loadOnFirstUse } from '@usher/infra/load-on-first-use';
import { placeOf, regionsOf, sheetOf, type BadgeRegions, type Box } from '@usher/domain/badges/badge-geometry';
import { clippedText, fittingSize, measureText, writeText, type TextStyle } from '../pdf/unicode-text.ts';
import type { BadgeBatch, BadgeGuest } from './badge-data.ts';

// Name badges drawn from the shared geometry (shared/domain/src/badges/badge-geometry.ts), whose
// rectangles the badge screen's preview also draws. Text goes through the embedded Unicode fonts.

const INK = '#111827';
const MUTED = '#4B5563';

type Doc = PDFKit.PDFDocument;

// Loaded by the first printout, not at every start (infra/src/load-on-first-use.ts).
const pdfDocument = loadOnFirstUse<typeof PDFKitDocument>('pdfkit');
const qrCode = loadOnFirstUse<typeof QRCodeLibrary>('qrcode');

/** One line of text in `box`, as large as fits up to `max`, centred when asked, cut with an ellipsis below `min`. */
function fitLine(doc: Doc, value: string, box: Box, style: { max: number; min: number; weight?: TextStyle['weight']; centre?: boolean }) {
  const size = fittingSize(doc, value, box.width, style);
  const fitted: TextStyle = { size, weight: style.weight };
  const shown = clippedText(doc, value, box.width, fitted);
  const width = measureText(doc, shown, fitted);
  const x = style.centre ? box.x + (box.width - width) / 2 : box.x;
  writeText(doc, shown, x, box.y + (box.height - size * 1.15) / 2, fitted);
}

/**
 * The guest's name, on one line or, when one line would make it small, on two split at the
 * space that gives the larger type ('Maximilian Alexander' / 'von Hohenzollern').
 */
function drawName(doc: Doc, name: string, box: Box, max: number, centre: boolean) {
  const style = { max, min: 1, weight: 'bold' as const };
  const oneLine = fittingSize(doc, name, box.width, style);
  const words = name.split(' ');
  let best: { size: number; lines: [string, string] } | null = null;
  if (oneLine < max * 0.7) {
    for (let cut = 1; cut < words.length; cut++) {
      const lines: [string, string] = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
      const size = Math.min(fittingSize(doc, lines[0], box.width, style), fittingSize(doc, lines[1], box.width, style), box.height / 2.3);
      if (!best || size > best.size) best = { size, lines };
    }
  }
  if (!best || best.size <= oneLine) {
    fitLine(doc, name, box, { max, min: 10, weight: 'bold', centre });
    return;
  }
  const lineHeight = best.size * 1.15;
  const top = box.y + (box.height - 2 * lineHeight) / 2;
  best.lines.forEach((line, index) =>
    fitLine(doc, line, { x: box.x, y: top + index * lineHeight, width: box.width, height: lineHeight }, { max: best.size, min: 8, weight: 'bold', centre }),
  );
}

/**
 * The QR code as vector rectangles, sharp at any printer resolution: each run of dark modules in
 * a row is one rectangle, a third of the drawing (and of the file) of one square per module.
 */
function drawQr(doc: Doc, value: string, box: Box) {
  const { modules } = qrCode().create(value, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = box.width / (modules.size + 2 * quiet);
  doc.save().fillColor('#000000');
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      doc.rect(box.x + (start + quiet) * cell, box.y + (row + quiet) * cell, (column - start) * cell, cell);
    }
  }
  doc.fill().restore();
}

// pdfkit opens an image once with openImage and draws it by that handle; its typings know neither.
type OpenedImage = { readonly opened: unique symbol };
type Logo = OpenedImage | null;
const openImage = (doc: Doc, bytes: Buffer) => (doc as Doc & { openImage(src: Buffer): OpenedImage }).openImage(bytes);

function drawBadge(
  doc: Doc,
  batch: BadgeBatch,
  logo: Logo,
  guest: BadgeGuest,
  regions: BadgeRegions,
  at: { x: number; y: number },
  badge: { width: number; height: number },
) {
  doc.save().translate(at.x, at.y);
  // A hairline round each badge of a sheet is where to tear or cut; a single card has its own edge.
  if (batch.layout.size === 'avery_5392') doc.lineWidth(0.3).rect(0, 0, badge.width, badge.height).stroke('#D1D5DB');
  doc.rect(regions.band.x, regions.band.y, regions.band.width, regions.band.height).fill(batch.look.band_color);
  if (regions.logo && logo)
    doc.image(logo as unknown as Buffer, regions.logo.x, regions.logo.y, { fit: [regions.logo.width, regions.logo.height], align: 'center', valign: 'center' });
  doc.fillColor(batch.look.band_text_color);
  fitLine(doc, batch.event.name, regions.eventName, { max: regions.eventName.height * 0.5, min: 6, weight: 'bold', centre: !regions.logo });

  doc.fillColor(INK);
  const nameMax = Math.min(regions.name.height * 0.6, badge.width * 0.12);
  drawName(doc, guest.name, regions.name, nameMax, !regions.qr || badge.height > badge.width);
  const lines = [
    batch.layout.secondary_field !== null ? guest.secondary : undefined,
    batch.layout.show_ticket_variation ? guest.ticket_variation : undefined,
    batch.layout.show_host_group ? guest.host_group : undefined,
    batch.layout.show_table ? (guest.table ? `Table ${guest.table}` : null) : undefined,
  ].filter((line) => line !== undefined);
  doc.fillColor(MUTED);
  lines.forEach((line, index) => {
    if (line) fitLine(doc, line, regions.lines[index]!, { max: regions.lines[index]!.height * 0.7, min: 6, centre: !regions.qr || badge.height > badge.width });
  });
  if (regions.qr && guest.qr) drawQr(doc, guest.qr, regions.qr);
  doc.restore();
}

/**
 * The badges of `batch` as one PDF whose pages are the badge's (or the sheet's) size, so the
 * browser's print dialog offers the right paper. pdfkit writes a page out when the next one is
 * begun: `onPageWritten` hears of each (the bench's time to the first page).
 */
export async function renderBadgesPdf(batch: BadgeBatch, options: { onPageWritten?: (page: number) => void } = {}): Promise<Buffer> {
  const sheet = sheetOf(batch.layout.size);
  const PDFDocument = pdfDocument();
  const doc = new PDFDocument({
    size: [sheet.page.width, sheet.page.height],
    margin: 0,
    autoFirstPage: false,
    info: { Title: `${batch.event.name} — badges`, Creator: 'Usher' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const regions = regionsOf(sheet.badge, batch.layout, batch.logo !== null);
  // Opened once, so the file holds the logo once however many badges show it.
  const logo = batch.logo ? openImage(doc, batch.logo.bytes) : null;
  if (batch.guests.length === 0) {
    doc.addPage();
    doc.fillColor(MUTED);
    writeText(doc, 'No guests to print.', 18, 18, { size: 12 });
  }
  batch.guests.forEach((guest, index) => {
    const place = placeOf(sheet, index);
    if (index % sheet.slots.length === 0) {
      doc.addPage();
      if (place.page > 0) options.onPageWritten?.(place.page - 1);
    }
    drawBadge(doc, batch, logo, guest, regions, place, sheet.badge);
  });
  doc.end();
  options.onPageWritten?.(Math.max(0, Math.ceil(batch.guests.length / sheet.slots.length) - 1));
  return finished;
}
