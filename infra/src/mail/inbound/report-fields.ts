/**
 * The fields of a report part: `message/delivery-status` (RFC 3464 2.1) and
 * `message/feedback-report` (RFC 5965 3.1) are blocks of header-style fields
 * separated by blank lines (a DSN: one block about the message, then one per
 * recipient; a feedback report: one block). postal-mime hands such a part
 * over whole, decoded but unread (it only keeps it out of the body text), so
 * this reads its fields: blocks split at blank lines, folded lines joined
 * (RFC 5322 2.2.3), names case-insensitive, the first of a repeated field
 * kept. Bounded: a report is a few hundred bytes; whatever lies past these
 * limits is not read.
 */
const MAX_TEXT = 64 * 1024;
const MAX_BLOCKS = 50;
const MAX_FIELDS_PER_BLOCK = 100;
const MAX_VALUE = 2000;

export type FieldBlock = ReadonlyMap<string, string>;

export function parseFieldBlocks(text: string): FieldBlock[] {
  const blocks: Map<string, string>[] = [];
  let current: Map<string, string> | null = null;
  let last: string | null = null;
  for (const line of text.slice(0, MAX_TEXT).split(/\r?\n/)) {
    if (line.trim() === '') {
      current = null;
      last = null;
      continue;
    }
    if (/^[ \t]/.test(line)) {
      // A folded line continues the field before it.
      if (current && last) current.set(last, `${current.get(last)} ${line.trim()}`.slice(0, MAX_VALUE));
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    if (!current) {
      if (blocks.length >= MAX_BLOCKS) break;
      current = new Map();
      blocks.push(current);
    }
    const name = line.slice(0, colon).trim().toLowerCase();
    if (current.has(name) || current.size >= MAX_FIELDS_PER_BLOCK) {
      last = null;
      continue;
    }
    current.set(
      name,
      line
        .slice(colon + 1)
        .trim()
        .slice(0, MAX_VALUE),
    );
    last = name;
  }
  return blocks;
}

/** The value of a typed field (`rfc822; ada@example.com`, `smtp; 550 5.1.1 …`) without its type. */
export function typedValue(value: string | undefined): string | null {
  if (value === undefined) return null;
  const semicolon = value.indexOf(';');
  const text = (semicolon >= 0 ? value.slice(semicolon + 1) : value).trim();
  return text === '' ? null : text;
}

/** The first word of a field, lower-cased, without a trailing comment: `Action: failed (bad address)` → 'failed'. */
export function firstWord(value: string | undefined): string | null {
  const word = value
    ?.trim()
    .split(/[\s(;]/, 1)[0]
    ?.toLowerCase();
  return word ? word : null;
}
