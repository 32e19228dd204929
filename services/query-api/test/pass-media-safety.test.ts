import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { createEvent, multipartFile, type Auth } from '@usher/infra/testing/api-helpers';

let t: TestApp;
let owner: Auth;
let eventUuid: string;

const HTML = '<html><body><script>alert(document.cookie)</script></body></html>';
// A 1×1 PNG, the smallest real image.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const PNG_SIGNATURE_AND_HEADER = PNG.subarray(0, 33);

const upload = (fileName: string, content: Buffer, auth: Auth = owner) => {
  const body = multipartFile(fileName, content, 'image/png');
  return t.app.inject({
    method: 'POST',
    url: `/api/v2/pass/file-upload?event_uuid=${eventUuid}`,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
};
const red = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#c00' } });

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { projections: false });
  owner = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner, { name: 'Harbour Gala' })).uuid;
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  delete process.env.MEDIA_QUOTA_BYTES;
});

describe('pass images are decoded before they are kept', () => {
  it('refuses a PNG or GIF header followed by HTML, and a truncated image, and keeps nothing', async () => {
    const before = await t.context.db
      .selectFrom('media')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const cases: [string, Buffer, string][] = [
      ['invoice.png', Buffer.concat([PNG_SIGNATURE_AND_HEADER, Buffer.from(HTML)]), 'The file is not a valid PNG image: it could not be read.'],
      ['invoice.gif', Buffer.from(`GIF89a\x01\x00\x01\x00${HTML}`, 'latin1'), 'The file is not a valid GIF image: it could not be read.'],
      [
        'photo.jpg',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]), Buffer.from(HTML)]),
        'The file is not a valid JPEG image: it could not be read.',
      ],
      [
        'photo.webp',
        Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x1a, 0, 0, 0]), Buffer.from('WEBPVP8 '), Buffer.from(HTML)]),
        'The file is not a valid WebP image: it could not be read.',
      ],
      ['cut.png', (await red(64, 64).png().toBuffer()).subarray(0, 60), 'The file is not a valid PNG image: it could not be read.'],
    ];
    for (const [name, bytes, message] of cases) {
      const response = await upload(name, bytes);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(422);
      expect(response.json().errors).toEqual({ file: [message] });
    }
    const after = await t.context.db
      .selectFrom('media')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('refuses an image whose declared size would take too much memory to decode', async () => {
    // A PNG of 7,000 × 6,000 single-colour pixels packs into a few tens of kilobytes.
    const bomb = await sharp({ create: { width: 7_000, height: 6_000, channels: 3, background: '#000' }, limitInputPixels: false })
      .greyscale()
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const response = await upload('bomb.png', bomb);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors.file[0]).toMatch(/^The image is too large: at most 40 million pixels/);
  });

  it('keeps real PNG, JPEG, GIF and WebP images', async () => {
    for (const [name, bytes, type] of [
      ['a.png', await red(8, 8).png().toBuffer(), 'image/png'],
      ['a.jpg', await red(8, 8).jpeg().toBuffer(), 'image/jpeg'],
      ['a.gif', await red(8, 8).gif().toBuffer(), 'image/gif'],
      ['a.webp', await red(8, 8).webp().toBuffer(), 'image/webp'],
    ] as const) {
      const response = await upload(name, bytes);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(201);
      const served = await t.app.inject({ method: 'GET', url: response.json().data.url });
      expect(served.headers['content-type']).toBe(type);
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
  });
});

describe('pass images are served under a safe name', () => {
  it("forces the stored type's extension on the download name, with no-sniff", async () => {
    const { url } = (await upload('logo.png', PNG)).json().data;
    const served = await t.app.inject({ method: 'GET', url: `${url}?download=1&title=invoice.html` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe(`attachment; filename="invoice.png"; filename*=UTF-8''invoice.png`);
    const inline = await t.app.inject({ method: 'GET', url });
    expect(inline.headers['content-disposition']).toBe(`inline; filename="logo.png"; filename*=UTF-8''logo.png`);
    expect(inline.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps no path, quote, control character or second extension in the name', async () => {
    const { url } = (await upload('../../etc/passwd', await red(2, 2).jpeg().toBuffer())).json().data;
    const named = async (title: string) =>
      (await t.app.inject({ method: 'GET', url: `${url}?download=1&title=${encodeURIComponent(title)}` })).headers['content-disposition'];
    expect(await t.app.inject({ method: 'GET', url }).then((r) => r.headers['content-disposition'])).toBe(
      `inline; filename="passwd.jpg"; filename*=UTF-8''passwd.jpg`,
    );
    expect(await named('report.pdf.exe')).toBe(`attachment; filename="report.pdf.jpg"; filename*=UTF-8''report.pdf.jpg`);
    expect(await named('a"b\\c/d.png')).toBe(`attachment; filename="d.jpg"; filename*=UTF-8''d.jpg`);
    expect(await named("Café (l'été)*.svg")).toBe(`attachment; filename="Caf_ (l'_t_)*.jpg"; filename*=UTF-8''Caf%C3%A9%20%28l%27%C3%A9t%C3%A9%29%2A.jpg`);
    expect(await named('...')).toBe(`attachment; filename="image.jpg"; filename*=UTF-8''image.jpg`);
  });

  it('refuses a title with control characters (CR LF could split the header) with 422', async () => {
    const { url } = (await upload('logo.png', PNG)).json().data;
    const response = await t.app.inject({ method: 'GET', url: `${url}?download=1&title=a%0d%0aSet-Cookie:%20x=1` });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['title']);
  });
});

describe('each organisation has a storage quota', () => {
  it('refuses an image that would pass the quota with 422 saying how much is used, and counts each organisation alone', async () => {
    const image = await red(32, 32).png().toBuffer();
    const quotaOwner = (await t.signUp()).auth;
    const ownEvent = (await createEvent(t, quotaOwner, { name: 'Quota Gala' })).uuid;
    const send = (auth: Auth, eventId: string) => {
      const body = multipartFile('logo.png', image, 'image/png');
      return t.app.inject({
        method: 'POST',
        url: `/api/v2/pass/file-upload?event_uuid=${eventId}`,
        headers: { ...auth, ...body.headers },
        payload: body.payload,
      });
    };
    process.env.MEDIA_QUOTA_BYTES = String(image.length * 2 + 10);
    expect((await send(quotaOwner, ownEvent)).statusCode).toBe(201);
    expect((await send(quotaOwner, ownEvent)).statusCode).toBe(201);
    const refused = await send(quotaOwner, ownEvent);
    expect(refused.statusCode, refused.body).toBe(422);
    const used = image.length * 2;
    expect(refused.json().errors.file).toEqual([
      `Your organisation's image storage is full: ${used.toLocaleString('en-US')} of ${(used + 10).toLocaleString('en-US')} bytes are used, and this file needs ${image.length.toLocaleString('en-US')}.`,
    ]);
    // Another organisation's uploads do not count against this one.
    const other = (await t.signUp()).auth;
    const otherEvent = (await createEvent(t, other, { name: 'Other Gala' })).uuid;
    expect((await send(other, otherEvent)).statusCode).toBe(201);
  });
});
