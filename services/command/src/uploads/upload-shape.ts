import type { Selectable } from 'kysely';
import type { UploadsTable } from '@usher/infra/db/schema';
import type { ImportRowError } from '@usher/domain/guest-import/rows-to-members';

export const SAMPLE_ROWS = 10;
// The dashboard polls this while importing: the first errors are enough to show.
export const ERRORS_SHOWN = 200;

/**
 * An upload as the API answers it: everything but the rows themselves (a
 * sample of them), and the first ERRORS_SHOWN of its refused rows' errors
 * with how many there are (upload-errors.ts).
 */
export function uploadShape(
  upload: Omit<Selectable<UploadsTable>, 'rows' | 'row_numbers'>,
  shown: { errors: ImportRowError[]; total: number } = { errors: [], total: 0 },
) {
  return {
    id: upload.id,
    event_uuid: upload.event_uuid,
    file_name: upload.file_name,
    status: upload.status,
    source: upload.source,
    encoding: upload.encoding,
    headers: upload.headers,
    mapping: upload.mapping,
    sample: upload.sample,
    total_rows: upload.total_rows,
    processed: upload.processed,
    created: upload.created,
    updated: upload.updated,
    failed: upload.failed,
    errors: shown.errors,
    errors_total: shown.total,
    failure: upload.failure,
    empty_cells_clear: upload.empty_cells_clear,
    created_at: new Date(upload.created_at).toISOString(),
  };
}
