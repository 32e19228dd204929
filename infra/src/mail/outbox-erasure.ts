import fs from 'node:fs/promises';
import path from 'node:path';
import PostalMime from 'postal-mime';

/** A message of the mail folder as a mail client reads it: addresses and decoded text, lower-cased. */
export interface OutboxMessage {
  recipients: string[];
  /** Subject, plain text and HTML, decoded (quoted-printable, base64 and encoded-words undone). */
  text: string;
}

export interface OutboxSearch {
  /** Lower-case texts a message about the person must contain somewhere (their addresses, their names). */
  needles: string[];
  /** Decides, on the decoded message, whether it concerns the person. */
  concerns(message: OutboxMessage): boolean;
}

const READS_AT_ONCE = 32;

/** Needles that quoted-printable and 7-bit bodies carry as they are, once soft line breaks are undone. */
const PLAIN_NEEDLE = /^[\x20-\x3c\x3e-\x7e]+$/;

/**
 * The raw message with quoted-printable soft line breaks and folded header lines joined again,
 * lower-cased: a plain needle is in the message exactly when it is in this, unless a part is
 * base64 or a header is an encoded-word, which `mayHide` tells.
 */
function rawText(raw: Buffer): { text: string; mayHide: boolean } {
  const text = raw
    .toString('latin1')
    .toLowerCase()
    .replace(/=\r?\n/g, '')
    .replace(/\r?\n(?=[ \t])/g, '');
  return { text, mayHide: text.includes('content-transfer-encoding: base64') || text.includes('=?') };
}

/**
 * Deletes the .eml files of the mail folder (written when no SMTP server is configured) that
 * concern a forgotten person, and answers how many. A name in a subject or a body is often
 * encoded, so a message is decoded (postal-mime) before it is judged; decoding every message
 * cost about 0.7 ms each, so one that cannot hold a plain needle is passed over unread.
 * A folder that does not exist holds nothing to erase.
 */
export async function eraseFromOutbox(outboxDir: string, search: OutboxSearch): Promise<number> {
  let names: string[];
  try {
    names = (await fs.readdir(outboxDir)).filter((name) => name.endsWith('.eml'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const needles = search.needles.filter((needle) => needle !== '');
  const prefilter = needles.every((needle) => PLAIN_NEEDLE.test(needle));
  let erased = 0;
  const eraseIfConcerned = async (name: string) => {
    const file = path.join(outboxDir, name);
    const raw = await fs.readFile(file).catch(() => null);
    if (!raw) return;
    if (prefilter) {
      const { text, mayHide } = rawText(raw);
      if (!mayHide && !needles.some((needle) => text.includes(needle))) return;
    }
    const email = await PostalMime.parse(raw);
    const recipients = [...(email.to ?? []), ...(email.cc ?? []), ...(email.bcc ?? [])]
      .flatMap((address) => ('group' in address && address.group ? address.group : [address]))
      .flatMap((mailbox) => ('address' in mailbox && mailbox.address ? [mailbox.address.toLowerCase()] : []));
    const text = [email.subject ?? '', email.text ?? '', email.html ?? '', raw.toString('utf8')].join('\n').toLowerCase();
    if (!search.concerns({ recipients, text })) return;
    await fs.rm(file, { force: true });
    erased++;
  };
  // Reads overlap (the folder may hold tens of thousands of messages); the decoding stays on this thread.
  for (let start = 0; start < names.length; start += READS_AT_ONCE) {
    await Promise.all(names.slice(start, start + READS_AT_ONCE).map(eraseIfConcerned));
  }
  return erased;
}

/**
 * The mail folders erasure must clean: the one this process's transport writes to, and the one
 * the configuration names (where the dispatchers of this instance write), each once.
 */
export function outboxDirsOf(transport: { outboxDir?: string }, configured: string): string[] {
  return [...new Set([transport.outboxDir, configured].filter((dir): dir is string => Boolean(dir)))];
}
