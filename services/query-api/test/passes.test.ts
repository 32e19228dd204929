import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';
import { attendeeIdOfPassToken } from '@usher/infra/http/pass-links';
import { eventListProjection } from '@usher/projections/events/event-list-projection';
import { rebuildProjection } from '@usher/projections/rebuild';

let t: TestApp;
let owner: Auth;
let stranger: Auth;
let viewer: Auth;
let doorStaff: Auth;
let eventUuid: string;
let guestId: string;
let plusOneId: string;
let fieldId: string;

type Headers = Auth | Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Headers = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

// A 1×1 PNG, the smallest real image.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

function multipart(fileName: string, content: Buffer, contentType = 'image/png') {
  const boundary = `----usher${Date.now()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
const upload = (fileName: string, content: Buffer, auth: Headers = owner, query = `?event_uuid=${eventUuid}`) => {
  const body = multipart(fileName, content);
  return t.app.inject({ method: 'POST', url: `/api/v2/pass/file-upload${query}`, headers: { ...auth, ...body.headers }, payload: body.payload });
};

async function member(email: string, role: string): Promise<Auth> {
  const invited = await call('POST', `/api/v2/events/${eventUuid}/administrators`, owner, { email, role });
  expect(invited.statusCode, invited.body).toBe(201);
  await t.settle();
  const auth = (await t.signUp({ email }, { verifyEmail: true })).auth;
  await t.settle();
  return auth;
}

const tokenOf = (link: string) => link.slice(link.lastIndexOf('/') + 1);

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  stranger = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner, { name: 'Harbour Gala' })).uuid;
  const field = await call('POST', `/api/v2/events/${eventUuid}/custom-fields`, owner, { label: 'Meal', type: 'text' });
  expect(field.statusCode, field.body).toBe(201);
  fieldId = field.json().data.id;
  guestId = (await addGuests(t, owner, eventUuid, [{ first_name: 'Ana', last_name: 'Lima', email: 'ana@example.org' }]))[0]!.id;
  plusOneId = (await addGuests(t, owner, eventUuid, [{ first_name: 'Bo', last_name: 'Plus', parent_attendee_id: guestId }]))[0]!.id;
  viewer = await member('viewer@example.org', 'viewer');
  doorStaff = await member('door@example.org', 'check_in');
  await t.settle();
});
afterAll(async () => {
  await t.close();
});

describe('pass settings and event data', () => {
  it('reads the spec defaults on the event', async () => {
    const event = (await getJson(t, owner, `/api/v2/events/${eventUuid}`)).data;
    expect(event.pass_settings.access).toMatchObject({ checked_in_title: 'Arrived', hide_qr: false });
    expect(event.event_data).toMatchObject({ pass_type: 'access_pass', check_in_enabled: true });
  });

  it('saves both groups and reads them back on the event', async () => {
    const saved = await call('PUT', `/api/v2/events/${eventUuid}/pass-settings`, owner, {
      access: { background_color: '#112233', checked_in_title: 'Welcome aboard' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.pass_settings.access).toMatchObject({ background_color: '#112233', checked_in_title: 'Welcome aboard' });
    const data = await call('PUT', `/api/v2/events/${eventUuid}/event-data`, owner, {
      attire: 'Black tie',
      wifi_network: 'HarbourGuest',
      wifi_password: 'anchor',
      website_url: 'https://harbour.example/',
      fields_order_before_checkin: [`custom_fields.${fieldId}`, 'email'],
      fields_order_after_checkin: ['total_tickets'],
    });
    expect(data.statusCode, data.body).toBe(200);
    await t.settle();
    const event = (await getJson(t, owner, `/api/v2/events/${eventUuid}`)).data;
    expect(event.pass_settings.access.checked_in_title).toBe('Welcome aboard');
    expect(event.event_data).toMatchObject({ attire: 'Black tie', wifi_network: 'HarbourGuest', fields_order_after_checkin: ['total_tickets'] });
  });

  it('reads the same after the events read model is rebuilt from the log alone', async () => {
    const before = (await getJson(t, owner, `/api/v2/events/${eventUuid}`)).data;
    await rebuildProjection(t.context.db, t.context.store, eventListProjection);
    const after = (await getJson(t, owner, `/api/v2/events/${eventUuid}`)).data;
    expect({ pass_settings: after.pass_settings, event_data: after.event_data }).toEqual({
      pass_settings: before.pass_settings,
      event_data: before.event_data,
    });
  });

  it('answers 422 with messages by field for bad values', async () => {
    const colours = await call('PUT', `/api/v2/events/${eventUuid}/pass-settings`, owner, { access: { text_color: 'blue' } });
    expect(colours.statusCode).toBe(422);
    expect(colours.json().errors).toEqual({ 'access.text_color': ['The text colour is invalid.'] });
    const website = await call('PUT', `/api/v2/events/${eventUuid}/event-data`, owner, {
      website_url: 'ftp://harbour.example',
      fields_order_after_checkin: ['password'],
    });
    expect(website.statusCode).toBe(422);
    expect(website.json().errors).toEqual({ website_url: ['The website is invalid.'], fields_order_after_checkin: ['The selected field is invalid.'] });
    const shape = await call('PUT', `/api/v2/events/${eventUuid}/event-data`, owner, { check_in_enabled: 'yes' });
    expect(shape.statusCode).toBe(422);
  });

  it('lets only editors change them: 401 anonymous, 403 viewer, 404 another organisation', async () => {
    const body = { access: { hide_qr: true } };
    expect((await call('PUT', `/api/v2/events/${eventUuid}/pass-settings`, {}, body)).statusCode).toBe(401);
    expect((await call('PUT', `/api/v2/events/${eventUuid}/pass-settings`, viewer, body)).statusCode).toBe(403);
    expect((await call('PUT', `/api/v2/events/${eventUuid}/event-data`, doorStaff, { attire: 'x' })).statusCode).toBe(403);
    expect((await call('PUT', `/api/v2/events/${eventUuid}/pass-settings`, stranger, body)).statusCode).toBe(404);
  });
});

describe('pass images', () => {
  it('stores a PNG and serves it with long cache headers, download and title', async () => {
    const response = await upload('logo.png', PNG);
    expect(response.statusCode, response.body).toBe(201);
    const { id, url } = response.json().data;
    expect(url).toBe(`/media/${id}`);
    const image = await call('GET', url);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const download = await call('GET', `${url}?download=1&title=Our%20logo.png`);
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="Our logo.png"/);
    expect((await call('GET', `${url}?thumbnail=1`)).rawPayload.equals(PNG)).toBe(true);
    // The saved image is accepted as the pass logo.
    const saved = await call('PUT', `/api/v2/events/${eventUuid}/pass-settings`, owner, { access: { logo_image: url } });
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('refuses what is not an image by its bytes, whatever its name, and SVG', async () => {
    const fake = await upload('logo.png', Buffer.from('<html>not an image</html>'));
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors).toEqual({ file: ['The file must be a PNG, JPEG, GIF or WebP image.'] });
    const svg = await upload('logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    expect(svg.statusCode).toBe(422);
    expect((await upload('empty.png', Buffer.alloc(0))).statusCode).toBe(422);
  });

  it('takes JPEG, GIF and WebP by their first bytes, and files up to 5 MB', async () => {
    const square = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#c00' } });
    const jpeg = await square().jpeg().toBuffer();
    const gif = await square().gif().toBuffer();
    const webp = await square().webp().toBuffer();
    for (const [name, bytes, type] of [
      ['a.jpg', jpeg, 'image/jpeg'],
      ['a.gif', gif, 'image/gif'],
      ['a.webp', webp, 'image/webp'],
    ] as const) {
      const response = await upload(name, bytes);
      expect(response.statusCode, response.body).toBe(201);
      expect((await call('GET', response.json().data.url)).headers['content-type']).toBe(type);
    }
    const large = await upload('large.png', Buffer.concat([PNG, Buffer.alloc(4 * 1024 * 1024)]));
    expect(large.statusCode, large.body).toBe(201);
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload('big.png', big);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ file: ['The file may not be greater than 5 MB.'] });
  });

  it('needs an account, and edit rights on the event named', async () => {
    expect((await upload('logo.png', PNG, {})).statusCode).toBe(401);
    expect((await upload('logo.png', PNG, viewer)).statusCode).toBe(403);
    expect((await upload('logo.png', PNG, stranger)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown media id', async () => {
    expect((await call('GET', '/media/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await call('GET', '/media/nope')).statusCode).toBe(404);
  });
});

describe('pass links', () => {
  it('gives the branded and white-label links to viewers and door staff, not to strangers', async () => {
    const links = (await getJson(t, owner, `/api/v2/events/attendees/${guestId}/pass/link`)).data;
    expect(links.pass_public_link).toMatch(/\/pass\/P1[\w-]{44}$/);
    expect(links.pass_whitelabel_public_link).toBe(links.pass_public_link.replace('/pass/', '/p/'));
    expect(links.pass_link).toBe(links.pass_public_link);
    expect(await attendeeIdOfPassToken(t.context.db, tokenOf(links.pass_public_link))).toBe(guestId);
    expect((await call('GET', `/api/v2/events/attendees/${guestId}/pass/link`, viewer)).statusCode).toBe(200);
    expect((await call('GET', `/api/v2/events/attendees/${guestId}/pass/link`, doorStaff)).statusCode).toBe(200);
    expect((await call('GET', `/api/v2/events/attendees/${guestId}/pass/link`, stranger)).statusCode).toBe(404);
    expect((await call('GET', `/api/v2/events/attendees/${guestId}/pass/link`)).statusCode).toBe(401);
  });

  it('are on the single guest, not on the list', async () => {
    const guest = (await getJson(t, owner, `/api/v2/attendees/${guestId}`)).data;
    expect(guest.pass_public_link).toMatch(/\/pass\//);
    expect(guest.pass_whitelabel_public_link).toMatch(/\/p\//);
    const list = (await getJson(t, owner, `/api/v2/events/${eventUuid}/attendees`)).data;
    expect(list[0]).not.toHaveProperty('pass_public_link');
  });
});

describe('the public pass', () => {
  const passTokenOf = async (id: string) => tokenOf((await getJson(t, owner, `/api/v2/events/attendees/${id}/pass/link`)).data.pass_public_link);
  const passOf = async (id: string) => call('GET', `/api/v2/public/pass/${await passTokenOf(id)}`);

  it('shows the event, the guest, their tickets, chosen fields and settings without an account', async () => {
    await call('PUT', `/api/v2/events/attendees/${guestId}`, owner, { custom_fields: { [fieldId]: 'Fish' } });
    expect((await call('POST', '/api/v2/organizations', owner, { name: 'Harbour Friends' })).statusCode).toBe(200);
    await t.settle();
    const response = await passOf(guestId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const pass = response.json().data;
    expect(pass.event).toMatchObject({ name: 'Harbour Gala', timezone: 'US/Eastern' });
    expect(pass.guest.full_name).toBe('Ana Lima');
    // The organisation onboarding promised the guest would see, not "Usher".
    expect(pass.organisation).toEqual({ name: 'Harbour Friends', logo_src: null });
    expect(pass.tickets).toEqual([
      { full_name: 'Ana Lima', is_primary: true },
      { full_name: 'Bo Plus', is_primary: false },
    ]);
    expect(pass.fields_before_checkin).toEqual([
      { key: `custom_fields.${fieldId}`, label: 'Meal', value: 'Fish' },
      { key: 'email', label: 'Email', value: 'ana@example.org' },
    ]);
    expect(pass.info).toMatchObject({ attire: 'Black tie', wifi_network: 'HarbourGuest', wifi_password: 'anchor', website_url: 'https://harbour.example/' });
    expect(pass.pass_settings.access.checked_in_title).toBe('Welcome aboard');
    expect(pass).toMatchObject({ checked_in: false, checked_in_at: null, hide_qr: false, pass_title: 'Access Pass' });
    expect(JSON.stringify(pass)).not.toContain(guestId);
  });

  it('turns checked in once the guest is checked in', async () => {
    const checkIn = await call('POST', `/api/v2/events/attendees/${guestId}/check-in`, owner);
    expect(checkIn.statusCode, checkIn.body).toBe(200);
    await t.settle();
    const pass = (await passOf(guestId)).json().data;
    expect(pass.checked_in).toBe(true);
    expect(pass.checked_in_at).toEqual(expect.any(String));
    expect(pass.fields_after_checkin).toEqual([{ key: 'total_tickets', label: 'Total tickets', value: expect.any(String) }]);
  });

  it('shows a forgotten guest no personal data', async () => {
    const forgotten = await call('POST', `/api/v2/events/attendees/${plusOneId}/forget`, owner);
    expect(forgotten.statusCode, forgotten.body).toBe(200);
    await t.settle();
    const response = await passOf(plusOneId);
    expect(response.statusCode).toBe(200);
    const pass = response.json().data;
    expect(pass.guest.full_name).toBe('Forgotten guest');
    expect(pass.fields_before_checkin).toEqual([]);
    expect(JSON.stringify(pass)).not.toMatch(/Bo|Plus/);
    // The main guest's pass lists the plus-one's ticket without the name.
    expect((await passOf(guestId)).json().data.tickets[1]).toEqual({ full_name: 'Forgotten guest', is_primary: false });
  });

  it('answers 404 when the event has passes turned off', async () => {
    const closed = (await createEvent(t, owner, { name: 'No passes', is_pass_enabled: false })).uuid;
    const [guest] = await addGuests(t, owner, closed, [{ first_name: 'Cy' }]);
    await t.settle();
    const response = await passOf(guest!.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('pass_disabled');
  });

  it('answers 404 for a bad, tampered or malformed token', async () => {
    const links = (await getJson(t, owner, `/api/v2/events/attendees/${guestId}/pass/link`)).data;
    const token = tokenOf(links.pass_public_link);
    const tampered = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [tampered, 'P1nope', guestId]) {
      const response = await call('GET', `/api/v2/public/pass/${bad}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('pass_not_found');
    }
  });

  it('refuses bad tokens from an address that keeps guessing (429 from the 21st), while good passes from the same address still open', async () => {
    // A whole venue can be one address behind its Wi-Fi: guests' open passes poll from it.
    const guesser = '203.0.113.50';
    const guess = (i: number) => t.app.inject({ method: 'GET', url: `/api/v2/public/pass/P1guess${i}`, remoteAddress: guesser });
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await guess(i)).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(20).every((status) => status === 429)).toBe(true);
    const token = await passTokenOf(guestId);
    for (let poll = 0; poll < 30; poll++) {
      const good = await t.app.inject({ method: 'GET', url: `/api/v2/public/pass/${token}`, remoteAddress: guesser });
      expect(good.statusCode).toBe(200);
    }
    expect((await guess(99)).statusCode).toBe(429);
    // Another address is not shut out by this one's guesses.
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/public/pass/P1guess100', remoteAddress: '198.51.100.50' })).statusCode).toBe(404);
  });
});
