import { expect } from 'vitest';
import type { TestApp } from '@usher/infra/testing/test-app';

export type Auth = { authorization: string };
export type Member = {
  first_name?: string | null;
  last_name?: string | null;
  email?: string | null;
  phone_number?: string | null;
  parent_attendee_id?: string | null;
  language?: string | null;
};

/** A start far enough ahead that the 12-hour window never matters. */
export const FUTURE_START = { starts_date: '2099-01-01', starts_time: '19:00' };

export async function createEvent(t: TestApp, auth: Auth, body: Record<string, unknown> = {}) {
  const response = await t.app.inject({ method: 'POST', url: '/api/v2/events', headers: auth, payload: { name: 'Gala', ...FUTURE_START, ...body } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { uuid: string; name: string } & Record<string, unknown>;
}

export async function addGuests(t: TestApp, auth: Auth, eventUuid: string, members: Member[]) {
  const response = await t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/attendees`, headers: auth, payload: { members } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as ({ id: string; full_name: string } & Record<string, unknown>)[];
}

export async function getJson(t: TestApp, auth: Auth, url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export async function statsOf(t: TestApp, auth: Auth, eventUuid: string) {
  return (await getJson(t, auth, `/api/v2/events/${eventUuid}/attendees/stats`)).data as Record<string, number>;
}

/** A multipart/form-data body with one file in the field `file`, as the upload routes take it. */
export function multipartFile(fileName: string, content: Buffer | string, contentType = 'application/octet-stream') {
  const boundary = `----usher${Date.now()}${Math.random().toString(36).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
