import fs from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';

/** A message of the mail folder as a mail client reads it: addresses and decoded text, lower-cased. */
export interface OutboxMessage {
  recipients: string[];
  /** Subject, plain text and HTML, decoded (quoted-printable, base64 and encoded-words undone). */
  text: string;
}

/**
 * Deletes the .eml files of the mail folder (written when no SMTP server is configured) that the
 * predicate says concern a forgotten person, and answers how many. The raw bytes cannot be
 * searched: a name in a subject or a body is often encoded, so each message is decoded first.
 * A folder that does not exist holds nothing to erase.
 */
export async function eraseFromOutbox(outboxDir: string, concerns: (message: OutboxMessage) => boolean): Promise<number> {
  let names: string[];
  try {
    names = (await fs.readdir(outboxDir)).filter((name) => name.endsWith('.eml'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  let erased = 0;
  for (const name of names) {
    const file = path.join(outboxDir, name);
    const raw = await fs.readFile(file).catch(() => null);
    if (!raw) continue;
    const email = await PostalMime.parse(raw);
    const recipients = [...(email.to ?? []), ...(email.cc ?? []), ...(email.bcc ?? [])]
      .flatMap((address) => ('group' in address && address.group ? address.group : [address]))
      .flatMap((mailbox) => ('address' in mailbox && mailbox.address ? [mailbox.address.toLowerCase()] : []));
    const text = [email.subject ?? '', email.text ?? '', email.html ?? '', raw.toString('utf8')].join('\n').toLowerCase();
    if (!concerns({ recipients, text })) continue;
    await fs.rm(file, { force: true });
    erased++;
  }
  return erased;
}
