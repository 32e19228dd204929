import { randomBytes } from 'node:crypto';
import MailComposer from 'nodemailer/lib/mail-composer';
import MimeNode from 'nodemailer/lib/mime-node';
import * as base64 from 'nodemailer/lib/base64';
import * as mimeFuncs from 'nodemailer/lib/mime-funcs';
import * as qp from 'nodemailer/lib/qp';

/**
 * A message written out by hand as nodemailer writes it, for the thousands a
 * communication sends: nodemailer's own composing (a tree of nodes streamed
 * through three transforms, each piece a write of its own to the socket) was
 * about two thirds of the sender's CPU per message. What is the same for
 * every message of one shape (the parts' headers, the boundaries' places) is
 * taken once from nodemailer's output; each message then only encodes its
 * headers and its parts with nodemailer's own functions, and is sent raw.
 *
 * Nothing is trusted blindly: the first message of each shape is also
 * composed by nodemailer and compared byte for byte (the boundary and Date
 * given alike); a shape that differs is left to nodemailer from then on. A
 * message outside the shapes handled here (no envelope, an attachment that is
 * not text at hand, other fields) gets null: the caller lets nodemailer compose it.
 */

/** The fields of a message as nodemailer's sendMail takes them, as far as this writer knows them. */
export interface NodemailerMail {
  from: string | { name: string; address: string };
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; content: string; contentType: string }[];
  replyTo?: string;
  envelope?: { from: string; to: string };
  messageId?: string;
  headers?: Record<string, string>;
  dsn?: unknown;
}

const KNOWN_FIELDS = new Set(['from', 'to', 'subject', 'html', 'text', 'attachments', 'replyTo', 'envelope', 'messageId', 'headers', 'dsn']);
// Only these root headers are written here; any other (a custom one named like a standard one) goes to nodemailer.
const CUSTOM_HEADER = /^List-Unsubscribe(-Post)?$/;
// The boundary's shared part while a shape is learnt: cut out of nodemailer's output and replaced per message.
const LEARNT_BASE = 'usherprepared0b0';
const SHAPES_MAX = 200;
const NOT_ASCII = /[\u0080-\uffff]/;

interface Part {
  content: string;
  /** How nodemailer encodes it (getTransferEncoding): '7bit', 'quoted-printable' or 'base64'. */
  encoding: string;
  /** Past ASCII: nodemailer may then name a text part's charset. */
  nonAscii: boolean;
}

/** A shape learnt from nodemailer: its output around the root headers and the parts' bodies. */
interface Shape {
  /** The root's Content-Type line, then everything between the parts' bodies, each split where the boundary's shared part goes. */
  contentTypeLine: string[];
  between: string[][];
}

const shapes = new Map<string, Shape | 'nodemailer'>();

/** nodemailer's getTransferEncoding for a text part (setContent, _getTextEncoding), and whether it holds anything past ASCII. */
function textPart(content: string): Part {
  if (mimeFuncs.isPlainText(content) && !mimeFuncs.hasLongerLines(content, 76)) return { content, encoding: '7bit', nonAscii: false };
  let nonLatin = 0;
  let latin = 0;
  let nonAscii = false;
  for (let i = 0; i < content.length; i++) {
    const code = content.charCodeAt(i);
    if (code <= 0x08 || code === 0x0b || code === 0x0c || (code >= 0x0e && code <= 0x1f) || code >= 0x80) {
      nonLatin++;
      if (code >= 0x80) nonAscii = true;
    } else if ((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a)) latin++;
  }
  return { content, encoding: nonLatin < latin ? 'quoted-printable' : 'base64', nonAscii };
}

/** A part's body as nodemailer's encoders write it from one chunk (they are driven by hand, not streamed). */
function encodeBody(part: Part): string {
  if (part.encoding === '7bit') return part.content;
  const encoder = part.encoding === 'base64' ? new base64.Encoder({}) : new qp.Encoder({ binary: false });
  const out: string[] = [];
  (encoder as unknown as { push: (chunk: Buffer | string) => boolean }).push = (chunk) => (out.push(chunk.toString()), true);
  const step = encoder as unknown as { _transform(chunk: Buffer, encoding: string, done: () => void): void; _flush(done: () => void): void };
  step._transform(Buffer.from(part.content), 'buffer', () => undefined);
  step._flush(() => undefined);
  return out.join('');
}

// One node encodes every header: MimeNode.encodeHeaderValue makes a node per call, and each new node draws random bytes.
const headerEncoder = new MimeNode(undefined, { baseBoundary: LEARNT_BASE });

/** A root header as nodemailer's buildHeaders writes it: encoded, then folded at 76 (an empty one left out). */
function headerLine(key: string, value: unknown): string[] {
  const encoded = headerEncoder.encodeHeaderValue(key, value as string);
  return encoded.trim() ? [mimeFuncs.foldLines(`${key}: ${encoded}`, 76)] : [];
}

// The sender and reply-to of a route are the same for each of its messages: their address parsing is done once.
const senderLines = new Map<string, string[]>();
function senderLine(key: 'From' | 'Reply-To', value: unknown): string[] {
  const cacheKey = JSON.stringify([key, value]);
  let lines = senderLines.get(cacheKey);
  if (!lines) {
    if (senderLines.size >= SHAPES_MAX) senderLines.clear();
    senderLines.set(cacheKey, (lines = headerLine(key, value)));
  }
  return lines;
}

function rootHeaderLines(mail: NodemailerMail, date: string): string[] {
  const line = headerLine;
  return [
    ...Object.entries(mail.headers ?? {}).flatMap(([key, value]) => line(key, value)),
    ...senderLine('From', mail.from),
    ...line('To', mail.to),
    ...(mail.replyTo ? senderLine('Reply-To', mail.replyTo) : []),
    ...line('Subject', mail.subject),
    ...line('Message-ID', mail.messageId),
    `Date: ${date}`,
    'MIME-Version: 1.0',
  ];
}

function partsOf(mail: NodemailerMail): Part[] {
  return [
    textPart(mail.text),
    textPart(mail.html),
    // An attachment is base64 unless it says otherwise (MailComposer's getAttachments).
    ...(mail.attachments ?? []).map((attachment) => ({ content: attachment.content, encoding: 'base64', nonAscii: false })),
  ];
}

function handled(mail: NodemailerMail): boolean {
  if (!mail.envelope || !mail.messageId || typeof mail.to !== 'string' || typeof mail.html !== 'string' || typeof mail.text !== 'string') return false;
  if (!mail.html || !mail.text || Object.keys(mail).some((key) => !KNOWN_FIELDS.has(key))) return false;
  if (Object.keys(mail.headers ?? {}).some((key) => !CUSTOM_HEADER.test(key))) return false;
  return (mail.attachments ?? []).every(
    (a) => typeof a.content === 'string' && typeof a.filename === 'string' && typeof a.contentType === 'string' && Object.keys(a).length === 3,
  );
}

/** What decides the parts' headers and the root's: the same key, the same text around the bodies. */
function shapeKey(mail: NodemailerMail, parts: Part[]): string {
  return JSON.stringify([
    Object.keys(mail.headers ?? {}),
    !!mail.replyTo,
    parts.map((part) => [part.encoding, part.nonAscii]),
    (mail.attachments ?? []).map((a) => [a.filename, a.contentType]),
  ]);
}

const composerMail = (mail: NodemailerMail, date: string, baseBoundary: string) => {
  const { envelope: _envelope, dsn: _dsn, ...rest } = mail;
  return { ...rest, date, baseBoundary, attachments: rest.attachments?.map((a) => ({ ...a })) };
};

/** Learns a shape from nodemailer's output for this message, or finds it cannot be written by hand. */
async function learn(mail: NodemailerMail, bodies: string[], date: string): Promise<Shape | 'nodemailer'> {
  const composer = new MailComposer(composerMail(mail, date, LEARNT_BASE) as ConstructorParameters<typeof MailComposer>[0]);
  const written = (await composer.compile().build()).toString('latin1');
  const headerEnd = written.indexOf('\r\n\r\n');
  const headers = written.slice(0, headerEnd).split(/\r\n(?![ \t])/);
  const contentTypeLine = headers.pop() ?? '';
  if (!contentTypeLine.startsWith('Content-Type: ') || headers.join('\r\n') !== rootHeaderLines(mail, date).join('\r\n')) return 'nodemailer';
  const between: string[] = [];
  let at = headerEnd;
  for (const body of bodies) {
    const found = written.indexOf(body, at);
    if (found < 0) return 'nodemailer';
    between.push(written.slice(at, found));
    at = found + body.length;
  }
  between.push(written.slice(at));
  const split = (text: string) => text.split(LEARNT_BASE);
  const shape = { contentTypeLine: split(contentTypeLine), between: between.map(split) };
  return assemble(mail, bodies, date, LEARNT_BASE, shape) === written ? shape : 'nodemailer';
}

function assemble(mail: NodemailerMail, bodies: string[], date: string, base: string, shape: Shape): string {
  const withBase = (pieces: string[]) => (pieces.length === 1 ? pieces[0]! : pieces.join(base));
  const out = [...rootHeaderLines(mail, date), withBase(shape.contentTypeLine)].join('\r\n');
  const parts = [out];
  bodies.forEach((body, index) => parts.push(withBase(shape.between[index]!), body));
  parts.push(withBase(shape.between[bodies.length]!));
  return parts.join('');
}

// Each message's boundaries get 8 random bytes of their own, as nodemailer's do, taken from a pool filled
// 512 messages at a time: one call to the system's generator per message was about 1% of the sender's time.
const RANDOM_POOL_BYTES = 4096;
let randomPool = Buffer.alloc(0);
let randomOffset = 0;

function boundaryBase(): string {
  if (randomOffset + 8 > randomPool.length) {
    randomPool = randomBytes(RANDOM_POOL_BYTES);
    randomOffset = 0;
  }
  randomOffset += 8;
  return randomPool.toString('hex', randomOffset - 8, randomOffset);
}

/** The message as nodemailer would write it, or null when nodemailer is to write it. */
export async function preparedMime(mail: NodemailerMail): Promise<Buffer | null> {
  if (!handled(mail)) return null;
  const parts = partsOf(mail);
  const key = shapeKey(mail, parts);
  const bodies = parts.map(encodeBody);
  const date = new Date().toUTCString().replace(/GMT/, '+0000');
  let shape = shapes.get(key);
  if (!shape) {
    shape = await learn(mail, bodies, date).catch(() => 'nodemailer' as const);
    if (shapes.size >= SHAPES_MAX) shapes.clear();
    shapes.set(key, shape);
  }
  if (shape === 'nodemailer') return null;
  const message = assemble(mail, bodies, date, boundaryBase(), shape);
  // Written as ASCII, as nodemailer encodes everything it can; anything else (an address it keeps in UTF-8) is its to write.
  return NOT_ASCII.test(message) ? null : Buffer.from(message, 'latin1');
}
