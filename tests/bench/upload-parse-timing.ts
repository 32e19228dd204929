// Times the read of an honest 100,000-row guest list as the upload routes
// read it (CSV and XLSX, in a spreadsheet thread), beside the same read on the
// event loop itself (as uploads were read before), and how long the event
// loop was held meanwhile, without running the whole bench:
//   npx tsx tests/bench/upload-parse-timing.ts
import { writeXlsx } from '@usher/infra/spreadsheets/xlsx';
import { closeSpreadsheetThreads } from '@usher/infra/spreadsheets/read-spreadsheet-off-thread';
import { readUploadFile } from '@usher/command/uploads/read-upload-file';
import { readSpreadsheet, uploadedSheet } from '@usher/infra/spreadsheets/read-spreadsheet';
import { eventbriteCsv } from './scenarios/upload.ts';

const ROWS = 100_000;
const RUNS = 3;

type Reader = (bytes: Buffer, fileName: string) => Promise<{ rowCount: number }>;
const onThisThread: Reader = async (bytes, fileName) => uploadedSheet(await readSpreadsheet(bytes, fileName), 10);

async function timed(label: string, bytes: Buffer, fileName: string, read: Reader): Promise<void> {
  const runs: string[] = [];
  let rows = 0;
  for (let run = 0; run < RUNS; run++) {
    // The longest the loop went without running a 1 ms timer: how long every other request would have waited.
    let last = performance.now();
    let held = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      held = Math.max(held, now - last);
      last = now;
    }, 1);
    const start = performance.now();
    rows = (await read(bytes, fileName)).rowCount;
    const elapsed = performance.now() - start;
    clearInterval(ticker);
    held = Math.max(held, performance.now() - last);
    runs.push(`${Math.round(elapsed)} ms (event loop held up to ${Math.round(held)} ms)`);
  }
  console.log(`${label}: ${(bytes.length / 1024 / 1024).toFixed(1)} MB, ${rows} rows: ${runs.join(', ')}`);
}

const csv = eventbriteCsv(ROWS, 'timing');
const records = csv
  .trim()
  .split('\r\n')
  .slice(1)
  .map((line) => {
    const [first, last, email, phone] = line.split(',');
    return { 'First Name': first, 'Last Name': last, Email: email, 'Cell Phone': phone };
  });
const xlsx = await writeXlsx(records, 'Guests');
for (const [kind, bytes] of [
  ['csv', Buffer.from(csv)],
  ['xlsx', xlsx],
] as const) {
  await timed(`${kind} in a spreadsheet thread`, bytes, `guests.${kind}`, readUploadFile);
  await timed(`${kind} on the event loop`, bytes, `guests.${kind}`, onThisThread);
}
await closeSpreadsheetThreads();
