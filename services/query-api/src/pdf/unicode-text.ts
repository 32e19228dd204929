import { ascentOf, faceName, fontRuns, type FontRun, type Weight } from './unicode-fonts.ts';

// Text on one line, in whichever embedded face can draw each part of it. Every printout writes
// through these two functions instead of `doc.text`, so no name falls back to '?'.

export interface TextStyle {
  size: number;
  weight?: Weight;
}

// fontkit shapes a right-to-left word and orders its letters, but loses the spaces of a
// right-to-left run of several words. So a line that starts right-to-left is drawn word by
// word, the words (and runs) from right to left.
const FIRST_STRONG_RTL = /^[^\p{L}]*[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/u;

function visualRuns(text: string): FontRun[] {
  const runs = fontRuns(text);
  if (!FIRST_STRONG_RTL.test(text)) return runs;
  return runs
    .flatMap((run) =>
      run.text
        .split(/(\s+)/)
        .filter(Boolean)
        .map((word) => ({ text: word, face: run.face })),
    )
    .reverse();
}

/** The width of `text` in points at `style`. */
export function measureText(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  let width = 0;
  for (const run of visualRuns(text)) {
    doc.font(faceName(doc, run.face, style.weight ?? 'regular')).fontSize(style.size);
    width += doc.widthOfString(run.text);
  }
  return width;
}

/** Writes `text` with its top-left at (x, y), never breaking the line; the fill colour is the document's current one. */
export function writeText(doc: PDFKit.PDFDocument, text: string, x: number, y: number, style: TextStyle): void {
  let left = x;
  // One baseline for the line: where DejaVu's would be, whichever face draws a run.
  const baseline = y + ascentOf('primary') * style.size;
  for (const run of visualRuns(text)) {
    doc.font(faceName(doc, run.face, style.weight ?? 'regular')).fontSize(style.size);
    doc.text(run.text, left, baseline - ascentOf(run.face) * style.size, { lineBreak: false });
    left += doc.widthOfString(run.text);
  }
}

/** The largest size (up to `max`, not under `min`) at which `text` fits `width`. */
export function fittingSize(doc: PDFKit.PDFDocument, text: string, width: number, style: { max: number; min: number; weight?: Weight }): number {
  const natural = measureText(doc, text, { size: style.max, weight: style.weight });
  // Rounded down to a tenth of a point, so the width found is not over `width` by a rounding.
  return natural <= width ? style.max : Math.max(style.min, Math.floor((10 * style.max * width) / natural) / 10);
}

/** `text` shortened with an ellipsis until it fits `width`. */
export function clippedText(doc: PDFKit.PDFDocument, text: string, width: number, style: TextStyle): string {
  if (measureText(doc, text, style) <= width) return text;
  const chars = [...text];
  let end = chars.length;
  while (end > 1 && measureText(doc, `${chars.slice(0, end).join('')}…`, style) > width) end--;
  return `${chars.slice(0, end).join('').trimEnd()}…`;
}
