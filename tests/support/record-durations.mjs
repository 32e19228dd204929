// Writes the durations a longest-first sequencer orders by, from a vitest JSON report:
//   npx vitest run --config tests/e2e/vitest.config.ts --reporter=json --outputFile=/tmp/e2e.json
//   node tests/support/record-durations.mjs /tmp/e2e.json tests/e2e/durations.json
import fs from 'node:fs';
import path from 'node:path';

const [report, out] = process.argv.slice(2);
if (!report || !out) throw new Error('usage: record-durations.mjs <vitest json report> <durations.json>');
const root = process.cwd();
const { testResults } = JSON.parse(fs.readFileSync(report, 'utf8'));
const seconds = Object.fromEntries(
  testResults.map((file) => [path.relative(root, file.name), Math.round((file.endTime - file.startTime) / 100) / 10]).sort((a, b) => b[1] - a[1]),
);
fs.writeFileSync(out, `${JSON.stringify(seconds, null, 2)}\n`);
console.log(`${Object.keys(seconds).length} files recorded in ${out}`);
