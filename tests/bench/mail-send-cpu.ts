/**
 * CPU per message of the SMTP sending alone (issue 31): `npx tsx tests/bench/mail-send-cpu.ts [prepared|nodemailer] [N]`.
 * Sends N communication-sized messages (HTML, text, a calendar file) through a pooled
 * transporter to a local sink in a child process, 24 at a time, and prints this process's
 * CPU per message: 'prepared' as the product sends them (prepared-mime.ts, sent raw),
 * 'nodemailer' composed by nodemailer from the fields, as before.
 */
import { fork } from 'node:child_process';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { sendable } from '@usher/infra/mail/mail-transport';

if (process.argv[2] === 'sink') {
  const { MailSink } = await import('./scenarios/mail-sink.ts');
  const sink = new MailSink(0);
  process.send!({ port: await sink.listen() });
  process.on('message', () => process.send!({ received: sink.messages.size, duplicates: sink.duplicates }));
} else {
  const mode = process.argv[2] ?? 'prepared';
  const count = Number(process.argv[3] ?? 2000);
  const child = fork(new URL(import.meta.url).pathname, ['sink'], { execArgv: ['--import', 'tsx'] });
  const port = await new Promise<number>((resolve) => child.once('message', (m: { port: number }) => resolve(m.port)));
  const transport = nodemailer.createTransport({ pool: true, maxConnections: 5, maxMessages: Infinity, host: '127.0.0.1', port, ignoreTLS: true });
  const words = 'lorem ipsum dolor sit amet ';
  const mailOf = (i: number): SendMailOptions => ({
    from: { name: 'Acme Events', address: 'no-reply@usher.localhost' },
    to: `guest${i}@example.com`,
    subject: `Doors open at 7, Zoë ${i}`,
    html: `<!doctype html><html><body><div style="padding: 24px">Hello Zoë ${i}, <a href="http://x/m/${i}/click?u=a&amp;s=b">agenda</a> ${words.repeat(150)}</div></body></html>`,
    text: `Hello Zoë ${i}\n\n${words.repeat(40)}\n\n--\nUnsubscribe: http://x/m/${i}/unsubscribe\n`,
    attachments: [
      {
        filename: 'invitation.ics',
        content: `BEGIN:VCALENDAR\r\nUID:${i}@usher\r\n${'DESCRIPTION:x\r\n'.repeat(8)}END:VCALENDAR\r\n`,
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
    envelope: { from: `bounce+${i}@b.localhost`, to: `guest${i}@example.com` },
    messageId: `<${i}-${Date.now()}@b.localhost>`,
    headers: { 'List-Unsubscribe': `<http://x/m/${i}/unsubscribe>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    dsn: { id: `m${i}`, return: 'headers', notify: ['failure', 'delay', 'success'], recipient: `guest${i}@example.com` },
  });
  const one = async (i: number) => transport.sendMail(mode === 'nodemailer' ? mailOf(i) : await sendable(mailOf(i)));
  for (let i = 0; i < 200; i++) await one(i); // warm up: the shape is learnt, the code optimised
  const before = process.cpuUsage();
  let next = 200;
  await Promise.all(
    Array.from({ length: 24 }, async () => {
      while (next < 200 + count) await one(next++);
    }),
  );
  const used = process.cpuUsage(before);
  child.send('count');
  const sunk = await new Promise((resolve) => child.once('message', resolve));
  console.log(`${mode}: ${((used.user + used.system) / 1000 / count).toFixed(3)} ms CPU per message`, sunk);
  transport.close();
  child.kill();
}
