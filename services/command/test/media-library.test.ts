import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { multipartFile, type Auth } from '@usher/infra/testing/api-helpers';

let t: TestApp;
let founder: Auth;
let colleague: Auth;
let stranger: Auth;

type Headers = Auth | Record<string, never>;
const upload = (fileName: string, bytes: Buffer, auth: Headers = founder) => {
  const body = multipartFile(fileName, bytes, 'image/png');
  return t.app.inject({ method: 'POST', url: '/api/v2/media', headers: { ...auth, ...body.headers }, payload: body.payload });
};
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers = founder, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
const red = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#c00' } });
const me = async (auth: Auth) => (await call('GET', '/api/auth/business', auth)).json().data;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { projections: false });
  await t.signUp(); // the instance's administrator
  const signedUp = await t.signUp({ first_name: 'Fay', last_name: 'Founder' });
  founder = signedUp.auth;
  stranger = (await t.signUp()).auth;
  // A colleague in the founder's organisation, invited with no role of their own on its events.
  const invite = await call('POST', '/api/v2/organizations/invitations', founder, { emails: ['cole@example.org'], default_event_role: 'viewer' });
  expect(invite.statusCode, invite.body).toBe(201);
  const cole = await t.signUp({ email: 'cole@example.org' }, { verifyEmail: true });
  colleague = cole.auth;
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  delete process.env.MEDIA_QUOTA_BYTES;
});

describe('the media library', () => {
  it('keeps an upload with a thumbnail made at once, lists it with the quota, renames and deletes it', async () => {
    const original = await red(1200, 800).jpeg().toBuffer();
    const response = await upload('Harbour at dusk.jpg', original);
    expect(response.statusCode, response.body).toBe(201);
    const item = response.json().data;
    expect(item).toMatchObject({ title: 'Harbour at dusk.jpg', mime_type: 'image/jpeg', size_bytes: original.length, url: `/media/${item.id}` });

    const thumbnail = await call('GET', `${item.url}?thumbnail=1`, {});
    expect(thumbnail.headers['content-type']).toBe('image/webp');
    const { width, height } = await sharp(thumbnail.rawPayload).metadata();
    expect([width, height]).toEqual([320, 213]);
    const whole = await call('GET', item.url, {});
    expect(whole.rawPayload.equals(original)).toBe(true);

    const library = (await call('GET', '/api/v2/media')).json();
    expect(library.data.map((entry: { id: string }) => entry.id)).toContain(item.id);
    expect(library.usage).toEqual({ used_bytes: original.length, quota_bytes: 1024 ** 3 });
    // Another organisation's library is its own.
    expect((await call('GET', '/api/v2/media', stranger)).json().data).toEqual([]);

    const renamed = await call('PUT', `/api/v2/media/${item.id}`, founder, { title: '  Dusk  ' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.title).toBe('Dusk');
    const download = await call('GET', `${item.url}?download=1`, {});
    expect(download.headers['content-disposition']).toContain('attachment; filename="Dusk.jpg"');

    expect((await call('PUT', `/api/v2/media/${item.id}`, founder, { title: ' ' })).statusCode).toBe(422);
    expect((await call('DELETE', `/api/v2/media/${item.id}`)).statusCode).toBe(204);
    expect((await call('GET', item.url, {})).statusCode).toBe(404);
    expect((await call('GET', '/api/v2/media')).json().usage.used_bytes).toBe(0);
  });

  it('lets only the uploader or an editor change an image: 403 for a colleague, 404 for another organisation', async () => {
    const item = (await upload('logo.png', await red(16, 16).png().toBuffer())).json().data;
    expect((await call('PUT', `/api/v2/media/${item.id}`, colleague, { title: 'Mine' })).statusCode).toBe(403);
    expect((await call('DELETE', `/api/v2/media/${item.id}`, colleague)).statusCode).toBe(403);
    expect((await call('PUT', `/api/v2/media/${item.id}`, stranger, { title: 'Mine' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/v2/media/${item.id}`, stranger)).statusCode).toBe(404);
    expect((await call('DELETE', '/api/v2/media/not-a-uuid', founder)).statusCode).toBe(404);
    expect((await call('GET', '/api/v2/media', {})).statusCode).toBe(401);
    expect((await upload('x.png', await red(4, 4).png().toBuffer(), {})).statusCode).toBe(401);
  });

  it('refuses what is not a PNG, JPEG, GIF or WebP by its bytes, whatever its name says', async () => {
    const svg = await upload('logo.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    expect(svg.statusCode).toBe(422);
    expect(svg.json().errors).toEqual({ file: ['The file must be a PNG, JPEG, GIF or WebP image.'] });
    const html = await upload('logo.png', Buffer.concat([(await red(8, 8).png().toBuffer()).subarray(0, 33), Buffer.from('<html></html>')]));
    expect(html.statusCode).toBe(422);
    expect(html.json().errors.file).toEqual(['The file is not a valid PNG image: it could not be read.']);
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const bomb = await sharp({ create: { width: 7_000, height: 6_000, channels: 3, background: '#000' }, limitInputPixels: false })
      .greyscale()
      .png({ compressionLevel: 9 })
      .toBuffer();
    const response = await upload('bomb.png', bomb);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors.file[0]).toMatch(/^The image is too large/);
  });

  it("refuses an upload past the organisation's quota, naming what is used", async () => {
    const image = await red(64, 64).png().toBuffer();
    process.env.MEDIA_QUOTA_BYTES = String(image.length + 10);
    expect((await upload('first.png', image, stranger)).statusCode).toBe(201);
    const over = await upload('second.png', image, stranger);
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.file[0]).toMatch(/^Your organisation's image storage is full/);
  });
});

describe('the profile photo', () => {
  it("shows one of the asker's own uploads as their avatar, and clears it", async () => {
    const item = (await upload('me.png', await red(400, 400).png().toBuffer(), colleague)).json().data;
    const set = await call('POST', '/api/auth/profile-image', colleague, { media_id: item.id });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.profile_image_src).toBe(`/media/${item.id}?thumbnail=1`);
    expect((await me(colleague)).profile_image_src).toBe(`/media/${item.id}?thumbnail=1`);
    const members = (await call('GET', '/api/v2/organizations/members', founder)).json().data;
    expect(members.find((member: { email: string }) => member.email === 'cole@example.org').profile_image_src).toBe(`/media/${item.id}?thumbnail=1`);

    // Deleting the image takes it off the avatar rather than leaving it broken.
    expect((await call('DELETE', `/api/v2/media/${item.id}`, colleague)).statusCode).toBe(204);
    expect((await me(colleague)).profile_image_src).toBeNull();

    const again = (await upload('me.png', await red(40, 40).png().toBuffer(), colleague)).json().data;
    await call('POST', '/api/auth/profile-image', colleague, { media_id: again.id });
    expect((await call('POST', '/api/auth/profile-image', colleague, { media_id: null })).json().data.profile_image_src).toBeNull();
    const log = await t.context.store.readStream(`user-${(await me(colleague)).id}`);
    expect(log.filter((event) => event.type === 'UserProfileImageChanged').map((event) => event.data.media_id)).toEqual([item.id, null, again.id, null]);
  });

  it("answers 404 for a colleague's or another organisation's image, 422 for a bad body, 401 without a session", async () => {
    const founders = (await upload('f.png', await red(8, 8).png().toBuffer())).json().data;
    const strangers = (await upload('s.png', await red(8, 8).png().toBuffer(), stranger)).json().data;
    expect((await call('POST', '/api/auth/profile-image', colleague, { media_id: founders.id })).statusCode).toBe(404);
    expect((await call('POST', '/api/auth/profile-image', colleague, { media_id: strangers.id })).statusCode).toBe(404);
    expect((await call('POST', '/api/auth/profile-image', colleague, {})).statusCode).toBe(422);
    expect((await call('POST', '/api/auth/profile-image', {}, { media_id: null })).statusCode).toBe(401);
  });
});
