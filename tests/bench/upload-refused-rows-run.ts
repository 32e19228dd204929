/**
 * An upload whose every row is refused, alone: `npx tsx tests/bench/upload-refused-rows-run.ts`
 * (ROWS, 100,000 by default). A stranger's file of bad rows must cost the
 * import no more than a good one: each batch keeps its own errors
 * (migration 084), where one list written again whole by every batch made it
 * quadratic. Prints the import's time, the product's and PostgreSQL's CPU in
 * it, and the slowest of the dashboard's polls meanwhile. No target: a figure
 * to compare versions with.
 */
import os from 'node:os';
import { Api } from './api.ts';
import { groupCpuMs, postgresCpuMs } from './cpu-use.ts';
import { ms, num, printTable } from './report.ts';
import { withStandaloneProduct } from './standalone-product.ts';

const ROWS = Number(process.env.ROWS ?? 100_000);
// The dashboard's cadence while an import runs.
const POLL_MS = 500;

interface UploadStatus {
  id: string;
  mapping: (string | null)[];
  status: string;
  failed: number;
  errors_total: number;
}

await withStandaloneProduct({ prefix: 'usher-refused-upload-' }, async ({ origin, productGroup, clusterDir }) => {
  const api = new Api(origin);
  await api.signUp();
  const eventUuid = await api.createEvent('Refused rows');
  const lines = ['First Name,Last Name,Email'];
  for (let i = 0; i < ROWS; i++) lines.push(`Guest${i},Refused,not-an-email-${i}`);
  const form = new FormData();
  form.append('file', new Blob([lines.join('\r\n')], { type: 'text/csv' }), 'refused.csv');
  const received = await fetch(`${origin}/api/v2/events/${eventUuid}/attendees/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${api.token}` },
    body: form,
  });
  if (received.status !== 201) throw new Error(`upload → ${received.status}: ${(await received.text()).slice(0, 300)}`);
  const upload = ((await received.json()) as { data: UploadStatus }).data;
  const cpu0 = groupCpuMs(productGroup) + postgresCpuMs(clusterDir);
  const started = performance.now();
  await api.call('POST', `/api/v2/events/${eventUuid}/attendees`, { upload: { id: upload.id, mapping: upload.mapping } }, [202]);
  let slowestPollMs = 0;
  let last: UploadStatus;
  for (;;) {
    const polled = performance.now();
    last = (await api.call<{ data: UploadStatus }>('GET', `/api/v2/events/${eventUuid}/attendees/upload/${upload.id}`)).data;
    slowestPollMs = Math.max(slowestPollMs, performance.now() - polled);
    if (last.status !== 'importing') break;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const importMs = performance.now() - started;
  const cpuMs = groupCpuMs(productGroup) + postgresCpuMs(clusterDir) - cpu0;
  if (last.status !== 'done' || last.failed !== ROWS || last.errors_total !== ROWS) throw new Error(`unexpected end: ${JSON.stringify(last)}`);
  printTable(`Usher upload of refused rows — ${new Date().toISOString()} — ${os.cpus().length} CPUs`, [
    { figure: `Import of ${num(ROWS)} refused rows`, value: ms(importMs), against: `CPU ${ms(cpuMs)} (product + PostgreSQL)`, verdict: 'info' },
    { figure: 'Slowest progress poll meanwhile', value: ms(slowestPollMs), against: `every ${POLL_MS} ms`, verdict: 'info' },
  ]);
});
