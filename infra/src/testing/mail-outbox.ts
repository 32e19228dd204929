import fs from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';

export interface OutboxMail {
  to: string[];
  /** The sender as a mail client shows it: its display name and address. */
  from: { name: string; address: string };
  subject: string;
  text: string;
}

/** The .eml files the product wrote to an outbox folder (no SMTP_HOST), oldest first, parsed as a mail client would. */
export async function readOutbox(dir: string): Promise<OutboxMail[]> {
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort();
  return Promise.all(
    names.map(async (name) => {
      const email = await PostalMime.parse(await fs.readFile(path.join(dir, name)));
      return {
        to: (email.to ?? []).map((address) => address.address ?? ''),
        from: { name: email.from?.name ?? '', address: email.from?.address ?? '' },
        subject: email.subject ?? '',
        text: email.text ?? '',
      };
    }),
  );
}

/** The code and link token of the latest verification mail to an address (throws when there is none). */
export async function latestVerificationMail(dir: string, address: string): Promise<{ code: string; token: string }> {
  const mails = (await readOutbox(dir)).filter((mail) => mail.to.includes(address.toLowerCase()) && /is your Usher verification code/.test(mail.subject));
  const mail = mails.at(-1);
  if (!mail) throw new Error(`No verification mail to ${address} in ${dir}`);
  const code = /^(\d{6}) is your/.exec(mail.subject)![1]!;
  const token = /verify-email\?token=([\w-]+)/.exec(mail.text)![1]!;
  return { code, token };
}
