import fs from 'node:fs';
import path from 'node:path';

export interface Row {
  figure: string;
  value: string;
  /** What it is compared with: the baseline's figure or the target. */
  against: string;
  verdict: 'PASS' | 'MISS' | 'info';
}

const fmt = (n: number, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : 'n/a';
export const ms = (n: number) => `${fmt(n, n < 10 ? 2 : 1)} ms`;
export const perSecond = (n: number) => `${fmt(n)} /s`;
export const num = fmt;

export function verdict(pass: boolean): 'PASS' | 'MISS' {
  return pass ? 'PASS' : 'MISS';
}

export function printTable(title: string, rows: Row[]): void {
  const headers = ['Figure', 'Measured', 'Baseline / target', 'Result'];
  const cells = rows.map((r) => [r.figure, r.value, r.against, r.verdict]);
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) => `| ${c.map((s, i) => (i === 1 ? s.padStart(widths[i]!) : s.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`;
  console.log(`\n${title}\n`);
  console.log(line(headers));
  console.log(rule);
  for (const c of cells) console.log(line(c));
  console.log('');
}

export function writeResults(file: string, results: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(results, null, 2) + '\n');
}
