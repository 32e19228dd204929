// The spreadsheet threads' entry (loaded by piscina): worker threads do not
// inherit the main thread's TypeScript loader, so it is registered here and
// the task imported on first use. No top-level await: piscina require()s this
// file first, which an async module would refuse.
import { register } from 'tsx/esm/api';

register();

export default async function readSpreadsheetInThread(task) {
  const { readSpreadsheetTask } = await import('./spreadsheet-task.ts');
  return readSpreadsheetTask(task);
}
