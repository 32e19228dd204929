// The spreadsheet threads' entry in the built server (infra/bin/build-server.mjs):
// the task itself, as piscina calls a file's default export. From the sources,
// spreadsheet-thread.mjs registers the TypeScript loader first and imports it.
export { readSpreadsheetTask as default } from './spreadsheet-task.ts';
