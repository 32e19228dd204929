import type PDFKitDocument from 'pdfkit';
import { DateTime } from 'luxon';
import { loadOnFirstUse } from '@usher/infra/load-on-first-use';

// What both printouts share: the paper, a document that collects itself into
// one buffer, and the event's date as people read it in the event's zone.

// Loaded by the first printout, not at every start (infra/src/load-on-first-use.ts).
const pdfDocument = loadOnFirstUse<typeof PDFKitDocument>('pdfkit');

export const PAPERS = ['a4', 'letter', 'a3'] as const;
export type Paper = (typeof PAPERS)[number];

/** Portrait sizes in points (1/72 inch). */
const PORTRAIT: Record<Paper, [number, number]> = {
  a4: [595.28, 841.89],
  letter: [612, 792],
  a3: [841.89, 1190.55],
};

export function paperSize(paper: Paper, orientation: 'portrait' | 'landscape'): { width: number; height: number } {
  const [w, h] = PORTRAIT[paper];
  return orientation === 'portrait' ? { width: w, height: h } : { width: h, height: w };
}

/**
 * A document with no margins: every piece is placed by coordinates, and text
 * is written without line breaking so nothing ever flows onto a page of its own.
 */
export function newDocument(title: string, paper: Paper, orientation: 'portrait' | 'landscape') {
  const size = paperSize(paper, orientation);
  const PDFDocument = pdfDocument();
  const doc = new PDFDocument({ size: [size.width, size.height], margin: 0, autoFirstPage: false, info: { Title: title, Creator: 'Usher' } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, size, finish: () => (doc.end(), finished) };
}

/** 'Saturday 21 November 2026, 19:00 (Europe/London)', or null when the event has no date. */
export function eventWhen(event: { starts_date: string | null; starts_time: string | null; timezone: string }): string | null {
  if (!event.starts_date) return null;
  const at = DateTime.fromISO(`${event.starts_date}T${event.starts_time ?? '00:00'}`, { zone: event.timezone });
  if (!at.isValid) return event.starts_date;
  const day = at.setLocale('en-GB').toFormat('cccc d LLLL yyyy');
  return event.starts_time ? `${day}, ${at.toFormat('HH:mm')} (${event.timezone})` : `${day} (${event.timezone})`;
}

/** 'winter-gala-floor-plan.pdf': a safe file name, whatever the event is called. */
export function pdfFileName(eventName: string, what: string): string {
  const slug =
    eventName
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .toLowerCase()
      .replace(/[\s_-]+/g, '-')
      .slice(0, 60) || 'event';
  return `${slug}-${what}.pdf`;
}
