import type { TestApp } from './test-app.ts';
import { getJson, multipartFile, type Auth } from './api-helpers.ts';

/** An upload as the API answers it, with what the tests read of it. */
export interface UploadAnswer {
  id: string;
  source: string;
  headers: string[];
  mapping: (string | null)[];
  total_rows: number;
  status: string;
  created: number;
  updated: number;
  failed: number;
  errors: { row: number; field: string; message: string }[];
  errors_total: number;
}

/** Sends a file of guests to the event as the dashboard does; the upload, waiting for its mapping. */
export async function uploadGuestFile(t: TestApp, auth: Auth, eventUuid: string, fileName: string, content: Buffer | string): Promise<UploadAnswer> {
  const body = multipartFile(fileName, content);
  const received = await t.app.inject({
    method: 'POST',
    url: `/api/v2/events/${eventUuid}/attendees/upload`,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
  if (received.statusCode !== 201) throw new Error(`upload → ${received.statusCode}: ${received.body}`);
  return received.json().data as UploadAnswer;
}

/** Starts the import with `mapping` (the one recognised by default) and polls the upload, as the dashboard does, until it ends. */
export async function importUploadAndWait(
  t: TestApp,
  auth: Auth,
  eventUuid: string,
  upload: { id: string; mapping: (string | null)[] },
  mapping: (string | null)[] = upload.mapping,
): Promise<UploadAnswer> {
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/v2/events/${eventUuid}/attendees`,
    headers: auth,
    payload: { upload: { id: upload.id, mapping } },
  });
  if (started.statusCode !== 202) throw new Error(`import → ${started.statusCode}: ${started.body}`);
  for (let i = 0; i < 1200; i++) {
    const progress = (await getJson(t, auth, `/api/v2/events/${eventUuid}/attendees/upload/${upload.id}`)).data as UploadAnswer;
    if (progress.status !== 'importing') return progress;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('import did not finish');
}
