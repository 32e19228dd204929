import { addError, type FieldErrors } from '../validation/errors.ts';
import { mergeTagById, MERGE_TAGS } from './merge-tags.ts';

// Merge tags in a syntax the renderer does not read were sent as written
// (issue 28): `{{ first_name }}`, `{first_name}`, `@first_name`, an unknown
// `{guest.nickname}`. The renderer (infra/src/mail/render/merge-template.ts)
// reads a subject's `{group.name}`, a body's mention spans and a link's
// `href="{link.…}"`; anything else that looks like a tag is refused here, by
// field, before it is saved or sent.

// A mention span in any attribute order (sanitising puts them in one order before rendering).
const MENTION = /<span\b[^>]*\bdata-type="mention"[^>]*>[^<]*<\/span>/g;
const DATA_ID = /\bdata-id="([^"]*)"/;
const LINK_PLACEHOLDER = /href="\{([a-z_]+\.[a-z_]+)\}"/g;
/** Braces around a name: `{first_name}`, `{{ guest.first_name }}`, `{ event.name }`. */
const BRACED = /\{\{?\s*[\p{L}_][\p{L}\p{N}_.\s]*?\}?\}/gu;
/** `@` then a name, at the start or after a space (an email address is left alone). */
const AT_NAME = /(^|[\s>(])@([\p{L}\p{N}_.]+)/gu;
const SUBJECT_TAG = /^\{([a-z_]+\.[a-z_]+)\}$/;

// A typed `@first_name` or `@guest.first_name` is a tag meant, not picked.
const TAG_NAMES = new Set(MERGE_TAGS.flatMap((tag) => [tag.id, tag.id.split('.')[1]!]));

export const mergeTagMessage = (label: string, written: string) =>
  `${label} has a merge tag that is not written the way it is sent: ${written.trim()}. Type @ and pick the tag from the list.`;

function wrongTags(text: string, keepBraced: (written: string) => boolean): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(BRACED)) if (!keepBraced(match[0])) found.push(match[0]);
  for (const match of text.matchAll(AT_NAME)) if (TAG_NAMES.has(match[2]!.toLowerCase().replace(/\.$/, ''))) found.push(`@${match[2]}`);
  return found;
}

/** A subject's tags are `{group.name}` of a known tag. */
export function subjectMergeTagErrors(subject: string, field = 'subject', errors: FieldErrors = {}): FieldErrors {
  const wrong = wrongTags(subject, (written) => {
    const id = SUBJECT_TAG.exec(written)?.[1];
    return id !== undefined && mergeTagById(id) !== undefined;
  });
  if (wrong.length > 0) addError(errors, field, mergeTagMessage('The subject', wrong[0]!));
  return errors;
}

/** A body's tags are mention spans of known tags, and links to a known link tag; its text holds no other tag. */
export function bodyMergeTagErrors(body: string, field = 'body', errors: FieldErrors = {}): FieldErrors {
  const wrong: string[] = [];
  const withoutTags = body
    .replace(MENTION, (span) => {
      const id = DATA_ID.exec(span)?.[1] ?? '';
      if (!mergeTagById(id)) wrong.push(span.replace(/<[^>]*>/g, '') || id);
      return '';
    })
    .replace(LINK_PLACEHOLDER, (whole, id: string) => {
      if (mergeTagById(id)?.group !== 'link') wrong.push(`{${id}}`);
      return '';
    });
  // Markup is no text: only what a reader sees is held to the rules.
  const text = withoutTags.replace(/<[^>]*>/g, ' ');
  wrong.push(...wrongTags(text, () => false));
  if (wrong.length > 0) addError(errors, field, mergeTagMessage('The message', wrong[0]!));
  return errors;
}

/** Both, for what a message or template is written with. */
export function mergeTagErrors(content: { subject?: string; body?: string }, errors: FieldErrors = {}): FieldErrors {
  if (content.subject !== undefined) subjectMergeTagErrors(content.subject, 'subject', errors);
  if (content.body !== undefined) bodyMergeTagErrors(content.body, 'body', errors);
  return errors;
}
