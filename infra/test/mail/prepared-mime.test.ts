import nodemailer, { type SendMailOptions } from 'nodemailer';
import { describe, expect, it } from 'vitest';
import { sendable } from '@usher/infra/mail/mail-transport';
import { preparedMime, type NodemailerMail } from '@usher/infra/mail/prepared-mime';

// The same transport nodemailer's SMTP sending streams through (no newline conversion), writing to memory.
const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });

async function written(mail: SendMailOptions): Promise<{ message: string; envelope: unknown; messageId: string }> {
  const info = await transport.sendMail(mail);
  const message = (info.message as Buffer)
    .toString('latin1')
    // What differs between two writings of one message: the random boundary, and the second it was written.
    .replace(/_NmP-[0-9a-f]{16}-Part_/g, '_NmP-BOUNDARY-Part_')
    .replace(/^Date: .*$/m, 'Date: (date)');
  return { message, envelope: info.envelope, messageId: String(info.messageId) };
}

const LAYOUT = (inner: string) =>
  `<!doctype html><html><head><meta charset="utf-8"></head><body><div class="usher-page" style="background: #EEF1F8; padding: 24px 12px;">${inner}</div>` +
  `<img src="https://usher.test/m/abc/open.gif" width="1" height="1" alt="" style="display:block;width:1px;height:1px;border:0"></body></html>`;
const ICS = (uid: string) =>
  `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Usher//EN\r\nMETHOD:PUBLISH\r\nBEGIN:VEVENT\r\nUID:${uid}\r\nSUMMARY:Gala — Zoë's night\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;

function communication(overrides: Partial<NodemailerMail> = {}, index = 1): NodemailerMail {
  const token = `${'0a1b2c3d'.repeat(6)}${String(index).padStart(4, '0')}`;
  return {
    from: { name: 'Acme Events', address: 'no-reply@usher.test' },
    to: `guest${index}@example.com`,
    subject: `Doors open at 7, Guest ${index}`,
    html: LAYOUT(
      `<p>Hello Guest ${index},</p><p><a href="https://usher.test/m/${token}/click?u=https%3A%2F%2Fexample.com%2Fagenda&amp;s=ff">See the agenda</a></p>`,
    ),
    text: `Hello Guest ${index},\n\nSee the agenda [https://usher.test/m/${token}/click?u=https%3A%2F%2Fexample.com%2Fagenda&s=ff]\n\n--\nUnsubscribe: https://usher.test/m/${token}/unsubscribe\n`,
    attachments: [{ filename: 'invitation.ics', content: ICS(`guest-${index}.event@usher`), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
    envelope: { from: `bounce+${token}@bounce.usher.test`, to: `guest${index}@example.com` },
    messageId: `<0000-${index}@bounce.usher.test>`,
    headers: {
      'List-Unsubscribe': `<https://usher.test/m/${token}/unsubscribe>, <mailto:bounce+${token}@bounce.usher.test?subject=unsubscribe>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    dsn: { id: `message-${index}`, return: 'headers', notify: ['failure', 'delay', 'success'], recipient: `guest${index}@example.com` },
    ...overrides,
  };
}

const CASES: [string, Partial<NodemailerMail>][] = [
  ['a communication as the engine sends it', {}],
  ['without a calendar file', { attachments: undefined }],
  ['with a reply-to and a sender given as text', { replyTo: 'Organiser <organiser@example.com>', from: '"Zoë Müller" <zoe@example.com>' }],
  [
    'with names, subject and words in other scripts',
    { from: { name: 'Événements Zoë', address: 'no-reply@usher.test' }, subject: 'Привет, Zoë — 活動 ' + 'long subject words '.repeat(8) },
  ],
  [
    'with words mostly outside Latin (base64 parts)',
    { html: LAYOUT('<p>' + 'Добрый вечер, дорогие гости! '.repeat(40) + '</p>'), text: 'こんにちは、皆さん。'.repeat(60) },
  ],
  ['with a plain short text part (7bit) and lines starting with dots', { text: 'Hello\n.\n..dots\nFrom here\n' }],
  ['with a long line of digits alone (base64 text)', { text: '1234567890 '.repeat(20) }],
  ['with long unbroken lines and trailing spaces', { html: LAYOUT('x'.repeat(3000) + '   \n  '), text: 'word '.repeat(500) + '  \n\t\n' }],
  // What a stranger types into a guest's name or an organiser into a subject: no header of its own may come of it.
  [
    'with line breaks and a header in the subject and the sender name',
    { subject: 'Hi\r\nBcc: evil@example.com\n\rX: y', from: { name: 'Acme\r\nBcc: evil@example.com', address: 'no-reply@usher.test' } },
  ],
  ['with a NUL and an unpaired surrogate in the subject and text', { subject: 'Gala\u0000 \ud800 night', text: 'Hello\u0000 \udc00 there\n' }],
];

describe('messages written by hand as nodemailer writes them', () => {
  for (const [name, overrides] of CASES) {
    it(`are the same bytes, envelope and Message-ID as nodemailer's: ${name}`, async () => {
      for (const index of [1, 2, 3]) {
        const mail = communication(overrides, index);
        expect(await preparedMime(mail)).not.toBeNull();
        const prepared = await sendable(mail as SendMailOptions);
        expect(prepared.raw).toBeInstanceOf(Buffer);
        expect(await written(prepared)).toEqual(await written({ ...mail } as SendMailOptions));
      }
    });
  }

  it('leaves to nodemailer a message of another shape (no envelope, other fields, a custom header, a binary attachment)', async () => {
    expect(await preparedMime(communication({ envelope: undefined }))).toBeNull();
    expect(await preparedMime({ ...communication(), cc: 'x@example.com' } as NodemailerMail)).toBeNull();
    expect(await preparedMime(communication({ headers: { 'X-Other': 'yes' } }))).toBeNull();
    expect(
      await preparedMime({
        ...communication(),
        attachments: [{ filename: 'a.bin', content: Buffer.from('x'), contentType: 'application/octet-stream' }],
      } as unknown as NodemailerMail),
    ).toBeNull();
  });

  it('gives a line break in the subject or a name no header of its own', async () => {
    const mail = communication({ subject: 'Hi\r\nBcc: evil@example.com', from: { name: 'Acme\nBcc: evil@example.com', address: 'no-reply@usher.test' } });
    const message = (await preparedMime(mail))!.toString('latin1');
    const head = message.slice(0, message.indexOf('\r\n\r\n'));
    expect(head).not.toMatch(/^Bcc:/im);
    expect(head).toMatch(/^Subject: Hi Bcc: evil@example\.com$/m);
  });

  it('leaves to nodemailer an address it keeps in UTF-8', async () => {
    const mail = communication({ to: 'zoë@example.com', envelope: { from: 'bounce@bounce.usher.test', to: 'zoë@example.com' } });
    const prepared = await sendable(mail as SendMailOptions);
    if (prepared.raw) expect(await written(prepared)).toEqual(await written({ ...mail } as SendMailOptions));
    else expect(prepared).toBe(mail);
  });
});
