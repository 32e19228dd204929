// Reads uploads in worker threads, so a big or hostile file never holds the
// event loop that serves every other user. piscina keeps the threads (started
// on first use, ended when idle), queues uploads beyond them, caps each
// thread's heap, and replaces a thread that died: a file that got past every
// limit in SHEET_LIMITS and still ran a thread out of memory costs that
// thread, not the process.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { ImportFileError, type ImportFileErrorCode } from '@usher/domain/guest-import/import-file-error';
import { sheetTooLarge } from '@usher/domain/guest-import/sheet-limits';
import type { UploadedSheet } from './read-spreadsheet.ts';
import type { SpreadsheetTask, SpreadsheetTaskResult } from './spreadsheet-task.ts';

// Within SHEET_LIMITS a thread holds at most about 350 MB (5 million cells, 50 MB of text, the file itself).
const THREAD_HEAP_MB = 512;
// A thread that read nothing for this long ends; the next upload starts one again (about half a second).
const IDLE_MS = 60_000;
// At most two files read at once, and one core always left to the requests and PostgreSQL.
const THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));
// Reading a file is background work: on a busy machine the threads serving
// requests, and PostgreSQL, go first (Linux; piscina sets it through @napi-rs/nice).
const NICE_INCREMENT = 10;

const IMPORT_FILE_CODES: ReadonlySet<string> = new Set<ImportFileErrorCode>(['empty_file', 'no_guests', 'unclosed_quote', 'unreadable_file', 'file_too_large']);

let pool: Piscina<SpreadsheetTask, SpreadsheetTaskResult> | null = null;

function threads(): Piscina<SpreadsheetTask, SpreadsheetTaskResult> {
  pool ??= new Piscina({
    filename: fileURLToPath(new URL('./spreadsheet-thread.mjs', import.meta.url)),
    minThreads: 0,
    maxThreads: THREADS,
    idleTimeout: IDLE_MS,
    niceIncrement: NICE_INCREMENT,
    resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
  });
  return pool;
}

function refusal(result: Extract<SpreadsheetTaskResult, { ok: false }>): DomainError {
  if (IMPORT_FILE_CODES.has(result.code)) return new ImportFileError(result.code as ImportFileErrorCode, result.message);
  return new DomainError('validation', result.code, result.message, result.errors);
}

const isOutOfMemory = (error: unknown) => error instanceof Error && (error as NodeJS.ErrnoException).code === 'ERR_WORKER_OUT_OF_MEMORY';

/** readSpreadsheet in a spreadsheet thread: its rows (as JSON, with the first `sampleRows`), or its 422. */
export async function readSpreadsheetOffThread(bytes: Buffer, fileName: string, sampleRows: number): Promise<UploadedSheet> {
  let result: SpreadsheetTaskResult;
  try {
    // Copied, not transferred: a small Buffer shares its memory with others from Node's pool.
    result = await threads().run({ bytes, fileName, sampleRows });
  } catch (error) {
    if (isOutOfMemory(error)) throw sheetTooLarge.memory(THREAD_HEAP_MB);
    throw error;
  }
  if (!result.ok) throw refusal(result);
  return result.sheet;
}

/** Ends the threads (tests and shutdown); the next read starts them again. */
export async function closeSpreadsheetThreads(): Promise<void> {
  const closing = pool;
  pool = null;
  await closing?.destroy();
}
