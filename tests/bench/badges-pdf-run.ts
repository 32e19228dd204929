/**
 * Issue 32's badge figure alone: `npx tsx tests/bench/badges-pdf-run.ts`. A PDF of 1,000 name
 * badges (BADGES=n to change), drawn as the badges route draws them — names in Latin, Cyrillic,
 * Greek, Arabic, Hebrew, Chinese and Japanese through the embedded fonts, a company line, a
 * ticket variation, a table, the pass QR code and a logo — in each badge size. It prints the time
 * to the first page written (pdfkit writes a page out as the next begins), to the whole file, and
 * the file's size; no database is involved (the route adds one query for the guests).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import zlib from 'node:zlib';
import { renderBadgesPdf } from '@usher/query-api/badges/badge-pdf';
import type { BadgeBatch, BadgeGuest } from '@usher/query-api/badges/badge-data';
import { defaultBadgeLayout, type BadgeSize } from '@usher/domain/badges/badge-layout';
import { printTable } from './report.ts';

const COUNT = Number(process.env.BADGES ?? 1000);
const NAMES = [
  'Ada Lovelace',
  'Анна Каренина',
  'Ελένη Παππά',
  'محمد علي',
  'דוד כהן',
  '王小明',
  'やまだ はなこ',
  'Nguyễn Thị Minh',
  'Zoë Ångström',
  'Jürgen Weiß',
];
const COMPANIES = ['Northwind Traders', 'Почта России', 'Ολυμπιακή', 'شركة النور', '北京大学', 'Acme'];

/** A 64 × 64 PNG in one colour, made here so the bench needs no file: a logo's worth of image. */
function logoPng(): Buffer {
  const size = 64;
  const crc = (buffer: Buffer) => {
    let c = ~0;
    for (const byte of buffer) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
    }
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type), data]);
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(body));
    return Buffer.concat([head, body, tail]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) for (let x = 0; x < size; x++) rows.set([255, 200, 40], y * (1 + size * 3) + 1 + x * 3);
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function batchOf(size: BadgeSize): BadgeBatch {
  const guests: BadgeGuest[] = Array.from({ length: COUNT }, (_, index) => ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    name: `${NAMES[index % NAMES.length]} ${index}`,
    secondary: COMPANIES[index % COMPANIES.length]!,
    ticket_variation: index % 3 === 0 ? 'VIP' : 'General admission',
    host_group: null,
    table: String(1 + (index % 60)),
    // As long as a pass token: the same QR density as a real badge.
    qr: `P1${Buffer.from(String(index).padStart(16, '0')).toString('base64url')}${'x'.repeat(22)}`,
  }));
  return {
    event: { name: 'Winter Gala 2026' },
    layout: { ...defaultBadgeLayout(), size, secondary_field: 'custom_fields.44444444-4444-4444-8444-444444444444', show_table: true },
    look: { band_color: '#2D4CD7', band_text_color: '#FFFFFF' },
    logo: { bytes: logoPng() },
    guests,
  };
}

async function measure(size: BadgeSize) {
  const batch = batchOf(size);
  const started = performance.now();
  let firstPage: number | null = null;
  const pdf = await renderBadgesPdf(batch, { onPageWritten: () => (firstPage ??= performance.now() - started) });
  const whole = performance.now() - started;
  return { size, firstPageMs: Math.round(firstPage ?? whole), wholeFileMs: Math.round(whole), bytes: pdf.length };
}

async function main(): Promise<void> {
  // The fonts are read from disk once per process: a warm-up, as a running server has had.
  await renderBadgesPdf(batchOf('4x3'));
  const results = [];
  for (const size of ['4x3', '4x6', 'a6', 'avery_5392'] as const) results.push(await measure(size));
  printTable(
    `Usher badges bench — ${COUNT} badges — ${new Date().toISOString()} — ${os.cpus().length} CPUs`,
    results.map((result) => ({
      figure: `${result.size}: first page / whole file`,
      value: `${result.firstPageMs} ms / ${result.wholeFileMs} ms`,
      against: `${(result.bytes / 1024 / 1024).toFixed(2)} MB file`,
      verdict: 'info',
    })),
  );
  console.log(JSON.stringify({ badges: COUNT, results }, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
