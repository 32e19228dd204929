import type { Selectable } from 'kysely';
import type { UploadsTable } from '@usher/infra/db/schema';

export const SAMPLE_ROWS = 10;
// The dashboard polls this while importing: the first errors are enough to show.
const ERRORS_SHOWN = 200;

/** An upload as the API answers it: everything but the rows themselves (a sample of them). */
export function uploadShape(upload: Omit<Selectable<UploadsTable>, 'rows' | 'row_numbers'> & { sample: string[][] }) {
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
    errors: upload.errors.slice(0, ERRORS_SHOWN),
    errors_total: upload.errors.length,
    failure: upload.failure,
    empty_cells_clear: upload.empty_cells_clear,
    created_at: new Date(upload.created_at).toISOString(),
  };
}
