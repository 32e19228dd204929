import { DomainError } from '@usher/domain/deciders/domain-error';
import { recognizeHeaders } from '@usher/domain/guest-import/recognize-headers';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { ServiceContext } from '@usher/infra/context';
import { loadEvent } from '../access/event-access.ts';
import { readUploadFile } from './read-upload-file.ts';
import { ERRORS_SHOWN, uploadShape } from './upload-shape.ts';
import { validateMapping } from './mapping-rules.ts';
import { runImport } from './import-job.ts';
import { prepareImport } from './prepare-import.ts';
import { rejectedRowsCsv, rejectedRowsFileName } from '@usher/domain/guest-import/rejected-rows-csv';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import { isUuid } from '@usher/domain/ids/uuid';
import { allErrors, firstErrors } from './upload-errors.ts';

const UPLOAD_COLUMNS = [
  'id',
  'event_uuid',
  'organisation_id',
  'user_id',
  'file_name',
  'status',
  'source',
  'encoding',
  'headers',
  'mapping',
  'sample',
  'total_rows',
  'processed',
  'created',
  'updated',
  'failed',
  'failure',
  'empty_cells_clear',
  'created_at',
  'updated_at',
] as const;

/** Reads the file, recognises its columns, and keeps it for the mapping step. */
export async function receiveUpload(context: ServiceContext, user: AuthUser, eventUuid: string, file: { bytes: Buffer; fileName: string }) {
  const sheet = await readUploadFile(file.bytes, file.fileName);
  const { source, mapping } = recognizeHeaders(sheet.headers);
  const upload = await context.db
    .insertInto('uploads')
    .values({
      id: context.ids.uuid(),
      event_uuid: eventUuid,
      organisation_id: user.organisation_id,
      user_id: user.id,
      file_name: file.fileName.slice(0, 255),
      status: 'mapping',
      source,
      encoding: sheet.encoding,
      headers: JSON.stringify(sheet.headers),
      mapping: JSON.stringify(mapping),
      // Already JSON: the spreadsheet thread wrote it, so the rows never pass through this one.
      rows: sheet.rowsJson,
      sample: JSON.stringify(sheet.sample),
      row_numbers: sheet.rowNumbersJson,
      total_rows: sheet.rowCount,
    })
    // Not the rows back: up to 100,000 of them, parsed again only to be dropped.
    .returning(UPLOAD_COLUMNS)
    .executeTakeFirstOrThrow();
  return { data: uploadShape(upload) };
}

export async function findUpload(context: ServiceContext, user: AuthUser, eventUuid: string, uploadId: string) {
  // The dashboard polls this while importing: everything but the rows, which can be 100,000 long (their sample is kept apart).
  const upload = isUuid(uploadId)
    ? await context.db
        .selectFrom('uploads')
        .select(UPLOAD_COLUMNS)
        .where('id', '=', uploadId)
        .where('event_uuid', '=', eventUuid)
        .where('organisation_id', '=', user.organisation_id)
        .executeTakeFirst()
    : undefined;
  if (!upload) throw DomainError.notFound('upload');
  return upload;
}

/** The rows the import left out, with why, as a CSV to correct and upload again. */
export async function rejectedRows(context: ServiceContext, user: AuthUser, eventUuid: string, uploadId: string) {
  const found = await findUpload(context, user, eventUuid, uploadId);
  // The file's whole rows and every error are read again, once, for this download.
  const [{ rows, row_numbers }, errors] = await Promise.all([
    context.db.selectFrom('uploads').select(['rows', 'row_numbers']).where('id', '=', found.id).executeTakeFirstOrThrow(),
    allErrors(context.db, found.id),
  ]);
  return {
    fileName: rejectedRowsFileName(found.file_name),
    body: rejectedRowsCsv({ headers: found.headers, rows, rowNumbers: row_numbers ?? [] }, errors),
  };
}

export async function showUpload(context: ServiceContext, user: AuthUser, eventUuid: string, uploadId: string) {
  const upload = await findUpload(context, user, eventUuid, uploadId);
  // A poll reads the first errors only: a file whose every row was refused has 100,000.
  return { data: uploadShape(upload, await firstErrors(context.db, upload.id, ERRORS_SHOWN)) };
}

/**
 * Starts the import with the organiser's mapping; it runs on while the
 * dashboard polls. What the mapping asks the event to hold first (new custom
 * fields, missing ticket variations) is created on this confirmation.
 */
export async function startImport(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  input: { id: string; mapping: (string | null)[]; empty_cells_clear?: boolean | undefined },
  metadata: EventMetadata,
) {
  const upload = await findUpload(context, user, eventUuid, input.id);
  if (upload.status !== 'mapping') throw new DomainError('conflict', 'upload_already_imported', 'This file has been imported already.');
  const { fields } = await loadEvent(context, eventUuid);
  const errors = validateMapping(input.mapping, upload.headers.length, new Set(fields.custom_fields.map((field) => field.id)));
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
  // Claimed first, so two confirmations of one file never both create its fields.
  const claimed = await context.db
    .updateTable('uploads')
    .set({ status: 'importing', empty_cells_clear: input.empty_cells_clear ?? false, updated_at: context.clock.now() })
    .where('id', '=', upload.id)
    .where('status', '=', 'mapping')
    .returning('id')
    .executeTakeFirst();
  if (!claimed) throw new DomainError('conflict', 'upload_already_imported', 'This file has been imported already.');
  let mapping: (string | null)[];
  try {
    mapping = await prepareImport(context, upload, input.mapping, fields, metadata);
  } catch (error) {
    await context.db.updateTable('uploads').set({ status: 'mapping', updated_at: context.clock.now() }).where('id', '=', upload.id).execute();
    throw error;
  }
  const started = await context.db
    .updateTable('uploads')
    .set({ mapping: JSON.stringify(mapping), updated_at: context.clock.now() })
    .where('id', '=', upload.id)
    .returning(UPLOAD_COLUMNS)
    .executeTakeFirstOrThrow();
  // Runs on after the answer; a failure is recorded on the upload, never thrown here.
  void runImport(context, upload.id).catch(() => undefined);
  return { data: uploadShape(started) };
}
