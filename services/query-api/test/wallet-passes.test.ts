import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { passTokenFor } from '@usher/read-models/passes/guest-links';
import { makeWalletTestCredentials } from '@usher/infra/testing/wallet-test-credentials';

let t: TestApp;
let admin: Auth;
let member: Auth;
let credentials: ReturnType<typeof makeWalletTestCredentials>;
let eventUuid: string;
let passToken: string;

const call = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, headers: Record<string, string> = {}, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload && { payload }) });
const logText = async () =>
  (await sql<{ row: string }>`select e::text as row from es_events e`.execute(t.context.db)).rows.map((entry) => entry.row).join('\n');

/** The .pkpass unpacked by the unzip tool, as a person checking it by hand would. */
function unpack(pkpass: Buffer): string {
  const dir = mkdtempSync(path.join(credentials.dir, 'pass-'));
  writeFileSync(path.join(dir, 'pass.pkpass'), pkpass);
  execFileSync('unzip', ['-q', 'pass.pkpass', '-d', 'files'], { cwd: dir });
  return path.join(dir, 'files');
}

beforeAll(async () => {
  credentials = makeWalletTestCredentials();
  t = await createTestApp(inject('pgAdminUrl'));
  // The first account of an empty instance administers it.
  admin = (await t.signUp({ first_name: 'Olga', last_name: 'Admin' })).auth;
  member = (await t.signUp()).auth;
  eventUuid = (
    await createEvent(t, admin, {
      name: 'Harbour Gala',
      starts_date: '2031-06-20',
      starts_time: '19:30',
      end_date: '2031-06-20',
      end_time: '23:00',
      timezone: 'Europe/Brussels',
    })
  ).uuid;
  expect(
    (
      await call('POST', `/api/v2/events/${eventUuid}/location`, admin, {
        location: { name: 'Town Hall', address: '1 Quai', city: 'Paris', country_code: 'FR', country: 'France' },
      })
    ).statusCode,
  ).toBe(200);
  const saved = await call('PUT', `/api/v2/events/${eventUuid}/pass-settings`, admin, { access: { background_color: '#112233', text_color: '#FFEEDD' } });
  expect(saved.statusCode, saved.body).toBe(200);
  const [guest] = await addGuests(t, admin, eventUuid, [{ first_name: 'Ana', last_name: 'Lima', email: 'ana@example.org' }]);
  await t.settle();
  passToken = await passTokenFor(t.context.db, guest!.id);
});
afterAll(async () => {
  await t.close();
  credentials?.remove();
});

describe('wallet credentials on /admin/settings', () => {
  it('shows no wallet buttons before an administrator uploads credentials', async () => {
    const pass = await call('GET', `/api/v2/public/pass/${passToken}`);
    expect(pass.json().data.wallet).toEqual({ apple_wallet_link: null, google_wallet_link: null });
    const file = await call('GET', `/api/v2/public/pass/${passToken}/apple-wallet`);
    expect(file.statusCode).toBe(404);
    expect(file.json().code).toBe('wallet_not_configured');
  });

  it('lets only instance administrators save them', async () => {
    expect((await call('PUT', '/api/v2/admin/settings/wallet/apple', member, credentials.apple)).statusCode).toBe(403);
    expect((await call('GET', '/api/v2/admin/settings/wallet')).statusCode).toBe(401);
  });

  it("refuses what is not a certificate, a key that is not the certificate's, and a wrong passphrase, by field", async () => {
    const bad = await call('PUT', '/api/v2/admin/settings/wallet/apple', admin, { ...credentials.apple, certificate: 'hello', wwdr_certificate: null });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['certificate', 'pass_type_identifier', 'team_identifier', 'wwdr_certificate']);
    const wrongKey = await call('PUT', '/api/v2/admin/settings/wallet/apple', admin, {
      ...credentials.apple,
      private_key: JSON.parse(credentials.google.service_account_key).private_key,
      key_passphrase: null,
    });
    expect(wrongKey.json().errors).toEqual({ private_key: ['This key does not belong to the Pass Type ID certificate.'] });
    const wrongPassphrase = await call('PUT', '/api/v2/admin/settings/wallet/apple', admin, { ...credentials.apple, key_passphrase: 'nope' });
    expect(wrongPassphrase.json().errors).toEqual({ key_passphrase: ['The key could not be opened with this passphrase.'] });
    const google = await call('PUT', '/api/v2/admin/settings/wallet/google', admin, { issuer_id: 'abc', service_account_key: '{"client_email": 1}' });
    expect(google.statusCode).toBe(422);
    expect(Object.keys(google.json().errors).sort()).toEqual(['issuer_id', 'service_account_key']);
  });

  it('seals the keys: the log records identifiers only', async () => {
    const apple = await call('PUT', '/api/v2/admin/settings/wallet/apple', admin, credentials.apple);
    expect(apple.statusCode, apple.body).toBe(200);
    // The identifiers are read from the certificate's subject, as Apple writes them.
    expect(apple.json().data.apple).toMatchObject({ pass_type_identifier: 'pass.org.usher.test', team_identifier: 'ABCDE12345' });
    const google = await call('PUT', '/api/v2/admin/settings/wallet/google', admin, credentials.google);
    expect(google.statusCode, google.body).toBe(200);
    expect(google.json().data.google).toEqual({ issuer_id: '3388000000012345678', service_account_email: 'wallet@usher-tests.iam.gserviceaccount.com' });
    const log = await logText();
    expect(log).toContain('InstanceWalletChanged');
    for (const secret of ['PRIVATE KEY', 'BEGIN CERTIFICATE', 'wallet-pass']) expect(log).not.toContain(secret);
    const stored = await t.context.db.selectFrom('wallet_credentials').select('secret_sealed').execute();
    for (const row of stored) expect(row.secret_sealed).not.toContain('PRIVATE KEY');
  });
});

describe('at once', () => {
  it('answers ten identical saves at once with 200 each, one row kept, and ten identical downloads alike', async () => {
    const saves = await Promise.all(Array.from({ length: 10 }, () => call('PUT', '/api/v2/admin/settings/wallet/apple', admin, credentials.apple)));
    expect(saves.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
    expect(await t.context.db.selectFrom('wallet_credentials').select('wallet').where('wallet', '=', 'apple').execute()).toHaveLength(1);
    const files = await Promise.all(Array.from({ length: 10 }, () => call('GET', `/api/v2/public/pass/${passToken}/apple-wallet`)));
    expect(files.map((response) => response.statusCode)).toEqual(Array(10).fill(200));
  });
});

describe('Apple Wallet', () => {
  it('offers the buttons on the pass page', async () => {
    const pass = await call('GET', `/api/v2/public/pass/${passToken}`);
    expect(pass.json().data.wallet).toEqual({
      apple_wallet_link: expect.stringMatching(new RegExp(`/api/v2/public/pass/${passToken}/apple-wallet$`)),
      google_wallet_link: expect.stringMatching(new RegExp(`/api/v2/public/pass/${passToken}/google-wallet$`)),
    });
  });

  it("answers a .pkpass whose manifest lists every file's SHA-1 and whose signature verifies against the CA", async () => {
    const response = await call('GET', `/api/v2/public/pass/${passToken}/apple-wallet`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.apple.pkpass');
    const dir = unpack(response.rawPayload);
    const files = readdirSync(dir).sort();
    expect(files).toEqual(['icon.png', 'icon@2x.png', 'manifest.json', 'pass.json', 'signature']);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Record<string, string>;
    expect(Object.keys(manifest).sort()).toEqual(['icon.png', 'icon@2x.png', 'pass.json']);
    for (const [name, digest] of Object.entries(manifest))
      expect(
        createHash('sha1')
          .update(readFileSync(path.join(dir, name)))
          .digest('hex'),
      ).toBe(digest);
    // A detached PKCS#7 signature of manifest.json by the Pass Type ID certificate, chained to the CA.
    const verified = execFileSync(
      'openssl',
      [
        'smime',
        '-verify',
        '-binary',
        '-inform',
        'DER',
        '-in',
        'signature',
        '-content',
        'manifest.json',
        '-CAfile',
        credentials.caPath,
        '-purpose',
        'any',
        '-out',
        '/dev/null',
      ],
      { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    expect(verified).toBeDefined();
    const tampered = path.join(dir, 'manifest.json');
    writeFileSync(tampered, JSON.stringify({ ...manifest, 'pass.json': '0'.repeat(40) }));
    expect(() =>
      execFileSync(
        'openssl',
        [
          'smime',
          '-verify',
          '-binary',
          '-inform',
          'DER',
          '-in',
          'signature',
          '-content',
          'manifest.json',
          '-CAfile',
          credentials.caPath,
          '-purpose',
          'any',
          '-out',
          '/dev/null',
        ],
        { cwd: dir, stdio: 'pipe' },
      ),
    ).toThrow();

    const pass = JSON.parse(readFileSync(path.join(dir, 'pass.json'), 'utf8'));
    expect(pass).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: 'pass.org.usher.test',
      teamIdentifier: 'ABCDE12345',
      serialNumber: passToken,
      backgroundColor: 'rgb(17, 34, 51)',
      foregroundColor: 'rgb(255, 238, 221)',
      // 19:30 in Brussels (passkit-generator writes the instant in UTC).
      relevantDate: '2031-06-20T17:30:00.000Z',
      barcodes: [{ format: 'PKBarcodeFormatQR', message: passToken, messageEncoding: 'iso-8859-1' }],
    });
    expect(pass.eventTicket.primaryFields).toEqual([{ key: 'event', label: 'Access Pass', value: 'Harbour Gala' }]);
    expect(pass.eventTicket.secondaryFields).toEqual([{ key: 'guest', label: 'Guest', value: 'Ana Lima' }]);
    expect(pass.eventTicket.auxiliaryFields[0]).toMatchObject({
      key: 'starts',
      label: 'When (Europe/Brussels)',
      value: '2031-06-20T19:30:00+02:00',
      ignoresTimeZone: true,
    });
    expect(pass.eventTicket.backFields).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: 'where', value: expect.stringContaining('Town Hall') })]),
    );
  });

  it("puts the pass settings' logo on the pass", async () => {
    const png = await import('sharp').then(({ default: sharp }) =>
      sharp({ create: { width: 400, height: 100, channels: 3, background: '#aa0000' } })
        .png()
        .toBuffer(),
    );
    const boundary = '----usherwallet';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/v2/pass/file-upload?event_uuid=${eventUuid}`,
      headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect((await call('PUT', `/api/v2/events/${eventUuid}/pass-settings`, admin, { access: { logo_image: uploaded.json().data.url } })).statusCode).toBe(200);
    await t.settle();
    const dir = unpack((await call('GET', `/api/v2/public/pass/${passToken}/apple-wallet`)).rawPayload);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as Record<string, string>;
    expect(Object.keys(manifest)).toEqual(expect.arrayContaining(['logo.png', 'logo@2x.png']));
    const { default: sharp } = await import('sharp');
    expect(await sharp(readFileSync(path.join(dir, 'logo@2x.png'))).metadata()).toMatchObject({ format: 'png', width: 320, height: 80 });
  });
});

describe('Google Wallet', () => {
  it("redirects to the Save page with an RS256 JWT the service account's key signed", async () => {
    const response = await call('GET', `/api/v2/public/pass/${passToken}/google-wallet`);
    expect(response.statusCode, response.body).toBe(302);
    const location = String(response.headers.location);
    expect(location.startsWith('https://pay.google.com/gp/v/save/')).toBe(true);
    const { payload, protectedHeader } = await jwtVerify(location.slice('https://pay.google.com/gp/v/save/'.length), credentials.googlePublicKey, {
      algorithms: ['RS256'],
      audience: 'google',
      issuer: 'wallet@usher-tests.iam.gserviceaccount.com',
    });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.typ).toBe('savetowallet');
    const {
      eventTicketClasses: [ticketClass],
      eventTicketObjects: [ticket],
    } = payload.payload as { eventTicketClasses: Record<string, unknown>[]; eventTicketObjects: Record<string, unknown>[] };
    expect(ticketClass).toMatchObject({
      id: `3388000000012345678.event-${eventUuid}`,
      eventName: { defaultValue: { value: 'Harbour Gala' } },
      dateTime: { start: '2031-06-20T17:30:00.000Z' },
    });
    expect(ticket).toMatchObject({
      classId: ticketClass!.id,
      state: 'ACTIVE',
      ticketHolderName: 'Ana Lima',
      barcode: { type: 'QR_CODE', value: passToken },
      hexBackgroundColor: '#112233',
    });
  });
});

describe('whose pass', () => {
  it('answers 404 for a token this instance did not sign, as the pass page does', async () => {
    const forged = `${passToken.slice(0, -4)}AAAA`;
    for (const wallet of ['apple-wallet', 'google-wallet']) expect((await call('GET', `/api/v2/public/pass/${forged}/${wallet}`)).statusCode).toBe(404);
  });

  it('answers 404 once the guest is removed from the event', async () => {
    const [guest] = await addGuests(t, admin, eventUuid, [{ first_name: 'Gone', last_name: 'Guest', email: 'gone@example.org' }]);
    await t.settle();
    const token = await passTokenFor(t.context.db, guest!.id);
    expect((await call('GET', `/api/v2/public/pass/${token}/apple-wallet`)).statusCode).toBe(200);
    expect((await call('POST', `/api/v2/events/${eventUuid}/attendees/delete`, admin, { attendees: [guest!.id] })).statusCode).toBe(200);
    await t.settle();
    expect((await call('GET', `/api/v2/public/pass/${token}/apple-wallet`)).statusCode).toBe(404);
    expect((await call('GET', `/api/v2/public/pass/${token}/google-wallet`)).statusCode).toBe(404);
  });

  it("stops a transferred ticket's old pass: its wallet files are refused and the door refuses its QR code", async () => {
    const event = await createEvent(t, admin, { name: 'Transfer night', enabled_ticket_transfer_type: 'hard_transfer' });
    const [guest] = await addGuests(t, admin, event.uuid, [{ first_name: 'Ada', last_name: 'Old', email: 'ada.old@example.org' }]);
    await t.settle();
    const oldToken = await passTokenFor(t.context.db, guest!.id);
    expect((await call('GET', `/api/v2/public/pass/${oldToken}/apple-wallet`)).statusCode).toBe(200);
    const moved = await call('POST', `/api/v2/public/pass/${oldToken}/transfer`, {}, { first_name: 'Grace', last_name: 'New', email: 'grace.new@example.org' });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.settle();
    for (const wallet of ['apple-wallet', 'google-wallet']) {
      const refused = await call('GET', `/api/v2/public/pass/${oldToken}/${wallet}`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().code).toBe('pass_transferred');
    }
    expect((await call('POST', `/api/v2/events/${event.uuid}/scans`, admin, { token: oldToken })).json().code).toBe('pass_transferred');
    const newToken = await passTokenFor(t.context.db, guest!.id);
    const fresh = await call('GET', `/api/v2/public/pass/${newToken}/apple-wallet`);
    expect(fresh.statusCode).toBe(200);
    expect(JSON.parse(readFileSync(path.join(unpack(fresh.rawPayload), 'pass.json'), 'utf8')).serialNumber).toBe(newToken);
  });
});

describe('removing credentials', () => {
  it('takes the buttons away again', async () => {
    const removed = await call('DELETE', '/api/v2/admin/settings/wallet/apple', admin);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toMatchObject({ apple: null, google: { issuer_id: '3388000000012345678' } });
    const pass = await call('GET', `/api/v2/public/pass/${passToken}`);
    expect(pass.json().data.wallet).toMatchObject({ apple_wallet_link: null, google_wallet_link: expect.any(String) });
  });
});
