import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailTransport, type MailTransport } from '../src/mail/mail-transport.ts';
import { eraseFromOutbox, type OutboxMessage } from '../src/mail/outbox-erasure.ts';

let dir: string;
let transport: MailTransport;

beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'usher-outbox-'));
  // The product's own outbox transport: real nodemailer encoding, written as .eml files.
  transport = createMailTransport({ smtp: null, from: 'Usher <no-reply@usher.localhost>', outboxDir: dir, bounceDomain: 'usher.localhost' });
});
afterEach(async () => {
  transport.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const send = (to: string, subject: string, text: string, html = `<p>${text}</p>`) => transport.send({ to, subject, text, html });
const left = async () => (await fs.readdir(dir)).length;
const mentions = (needles: string[]) => ({
  needles,
  concerns: (message: OutboxMessage) => needles.some((needle) => message.recipients.includes(needle) || message.text.includes(needle)),
});

describe('erasing a person from the mail folder', () => {
  it('finds them in every encoding nodemailer writes, and leaves everyone else', async () => {
    // Sent to them; naming them across a quoted-printable soft line break; in an encoded subject; about someone else.
    await send('zed@example.com', 'Your invitation', 'Hello');
    await send('olga@example.com', 'Check-in alert', `${'x'.repeat(64)} Zed Quigley has arrived.`, '<p>See the text.</p>');
    await send('olga@example.com', 'Zoë Quigley arrived', 'See the guest list.');
    await send('olga@example.com', 'Ivy arrived', 'See the guest list.');
    expect(await left()).toBe(4);
    // The encodings really hide them from a search of the raw bytes.
    const raw = (await Promise.all((await fs.readdir(dir)).map((name) => fs.readFile(path.join(dir, name), 'utf8')))).join('\n').toLowerCase();
    expect(raw).not.toContain('zed quigley');
    expect(raw).not.toContain('zoë quigley');

    expect(await eraseFromOutbox(dir, mentions(['zed@example.com', 'zed quigley']))).toBe(2);
    expect(await left()).toBe(2);
    expect(await eraseFromOutbox(dir, mentions(['zoë quigley']))).toBe(1);
    const [rest] = await fs.readdir(dir);
    expect(await fs.readFile(path.join(dir, rest!), 'utf8')).toContain('Ivy arrived');
  });

  it('answers 0 for a folder that does not exist', async () => {
    expect(await eraseFromOutbox(path.join(dir, 'none'), mentions(['zed@example.com']))).toBe(0);
  });
});
