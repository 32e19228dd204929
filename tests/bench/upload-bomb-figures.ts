// Issue 16's spreadsheet-bomb figures, through the running product: each bomb
// is uploaded to POST /api/v2/events/{e}/attendees/upload of a product started
// on a temporary DATA_DIR and port (tests/bench/product-api-only.ts: main.ts's
// composition without the dashboard), while another client asks /api/health
// every ~10 ms from a thread of its own (so sending a 48 MB body does not
// delay the asking). For each: the answer and its time, the product process's
// peak RSS growth (VmHWM after resetting it, against VmRSS before), the
// health latencies meanwhile, and the longest the product's own event loop
// was held (reported by the product: a slow health answer can also come from
// a crowded machine, which this tells apart).
//   npx tsx tests/bench/upload-bomb-figures.ts
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { freePort } from '@usher/infra/db/embedded-postgres';
import { SHARED_STRINGS_HEAD, SHARED_STRINGS_TAIL, SHEET_HEAD, SHEET_TAIL, headerRow, xlsxOf } from '@usher/infra/testing/zip-bombs';
import { spawnChild, stopChild, waitForHealth } from './processes.ts';
import { eventbriteCsv } from './scenarios/upload.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MB = 1024 * 1024;
const HEALTH_EVERY_MS = 10;

interface Bomb {
  label: string;
  fileName: string;
  /** Nothing: /api/health alone for three seconds, the yardstick for the others. */
  bytes: Buffer | null;
}

const header = headerRow('First Name', 'Email');
const BOMBS: Bomb[] = [
  { label: 'no upload (health alone, 3 s)', fileName: '', bytes: null },
  {
    label: "the issue's bomb: a sheet that unpacks to 400 MB",
    fileName: 'bomb.xlsx',
    bytes: xlsxOf({
      sheet: { head: SHEET_HEAD + header, block: `<row>${'<c><v>1</v></c>'.repeat(4)}</row>`.repeat(1000).padEnd(MB, ' '), times: 400, tail: SHEET_TAIL },
    }),
  },
  {
    label: 'the same, its headers claiming 250 MB of tiny elements (read up to the claim)',
    fileName: 'liar.xlsx',
    bytes: xlsxOf({ sheet: { head: SHEET_HEAD + header, block: '<x/>'.repeat(MB / 4), times: 400, tail: SHEET_TAIL }, sheetDeclaredSize: 250 * MB }),
  },
  {
    label: '6 million tiny cells',
    fileName: 'cells.xlsx',
    bytes: xlsxOf({ sheet: { head: SHEET_HEAD + header, block: `<row>${'<c><v>1</v></c>'.repeat(50)}</row>`.repeat(100), times: 1200, tail: SHEET_TAIL } }),
  },
  {
    label: '6 million shared strings',
    fileName: 'strings.xlsx',
    bytes: xlsxOf({
      sheet: SHEET_HEAD + header + SHEET_TAIL,
      sharedStrings: { head: SHARED_STRINGS_HEAD, block: '<si><t>a</t></si>'.repeat(1000), times: 6000, tail: SHARED_STRINGS_TAIL },
    }),
  },
  { label: 'a 48 MB CSV of line breaks', fileName: 'lines.csv', bytes: Buffer.from('First Name,Email\n' + '\n'.repeat(48 * MB)) },
  { label: 'honest: a 100,000-row CSV (for comparison)', fileName: 'guests.csv', bytes: Buffer.from(eventbriteCsv(100_000, 'figures')) },
];

function statusOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') * 1024, peak: kb('VmHWM') * 1024 };
}

// Asks /api/health every HEALTH_EVERY_MS until told to stop, then answers the latencies.
const POLLER = `
const { parentPort, workerData } = require('node:worker_threads');
const latencies = [];
let polling = true;
parentPort.on('message', () => { polling = false; });
(async () => {
  while (polling) {
    const start = performance.now();
    await (await fetch(workerData.url)).arrayBuffer();
    latencies.push(performance.now() - start);
    await new Promise((resolve) => setTimeout(resolve, workerData.every));
  }
  parentPort.postMessage(latencies);
})();
`;

function pollHealth(url: string): { stop(): Promise<number[]> } {
  const worker = new Worker(POLLER, { eval: true, workerData: { url, every: HEALTH_EVERY_MS } });
  const answered = new Promise<number[]>((resolve) => worker.once('message', resolve));
  return {
    async stop() {
      worker.postMessage('stop');
      const latencies = await answered;
      await worker.terminate();
      return latencies;
    },
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'usher-bombs-'));
  // mkdtemp makes it 700; the embedded PostgreSQL runs as another user when started by root.
  fs.chmodSync(dataDir, 0o755);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const product = spawnChild('product', process.execPath, ['--import', 'tsx', 'tests/bench/product-api-only.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), REPORT_LAG: '1' },
  });
  try {
    await waitForHealth(`${origin}/api/health`, product, 120_000);
    const signup = await fetch(`${origin}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ first_name: 'Bomb', last_name: 'Figures', email: 'figures@example.com', password: 'correct horse battery' }),
    });
    const auth = { authorization: `Bearer ${((await signup.json()) as { access_token: string }).access_token}` };
    const created = await fetch(`${origin}/api/v2/events`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Gala', starts_date: '2099-01-01', starts_time: '19:00' }),
    });
    const eventUuid = ((await created.json()) as { data: { uuid: string } }).data.uuid;
    // One honest upload first, so the spreadsheet thread is started as it would be on a running instance.
    const warm = new FormData();
    warm.append('file', new Blob(['First Name,Email\nAda,ada@example.com\n']), 'warm.csv');
    await (await fetch(`${origin}/api/v2/events/${eventUuid}/attendees/upload`, { method: 'POST', headers: auth, body: warm })).arrayBuffer();

    console.log(`product pid ${product.pid}, RSS ${Math.round(statusOf(product.pid).rss / MB)} MB at rest`);
    for (const bomb of BOMBS) {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      // Writing 5 to clear_refs resets the peak (VmHWM) to the current RSS.
      fs.writeFileSync(`/proc/${product.pid}/clear_refs`, '5');
      const before = statusOf(product.pid).rss;
      const outputBefore = product.output().length;
      const poller = pollHealth(`${origin}/api/health`);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const start = performance.now();
      let said = 'nothing sent';
      let status = 0;
      if (bomb.bytes === null) await new Promise((resolve) => setTimeout(resolve, 3000));
      else {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(bomb.bytes)]), bomb.fileName);
        const answer = await fetch(`${origin}/api/v2/events/${eventUuid}/attendees/upload`, { method: 'POST', headers: auth, body: form });
        const body = (await answer.json()) as { message?: string; data?: { total_rows: number } };
        status = answer.status;
        said = body.message ?? `${body.data?.total_rows} rows`;
      }
      const elapsed = performance.now() - start;
      const latencies = await poller.stop();
      const growth = statusOf(product.pid).peak - before;
      const sorted = [...latencies].sort((a, b) => a - b);
      const lag = product
        .output()
        .slice(outputBefore)
        .split('\n')
        .filter((line) => line.startsWith('event loop held'));
      console.log(
        `${bomb.label} (${((bomb.bytes?.length ?? 0) / MB).toFixed(2)} MB file): ${status} "${said}" in ${Math.round(elapsed)} ms; ` +
          `peak RSS growth ${Math.round(growth / MB)} MB; /api/health ×${latencies.length}: p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms` +
          `; the product's own ${lag.length ? lag.join(', ') : 'event loop never held over 20 ms'}`,
      );
    }
  } finally {
    await stopChild(product, { timeoutMs: 30_000 });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
