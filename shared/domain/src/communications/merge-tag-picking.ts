import { MERGE_TAGS, MERGE_TAG_GROUP_LABELS, type MergeTag } from './merge-tags.ts';

/**
 * Picking a merge tag after typing @ (spec section 2, Email template editor):
 * the editor's body and the subject line both offer the same grouped list,
 * narrowed by what follows the @.
 */
export interface MergeTagChoiceGroup {
  group: MergeTag['group'];
  label: string;
  tags: MergeTag[];
}

/** Lower case without spaces, dots or underscores: "first n", "firstname" and "first_name" all match "First name". */
function squash(text: string): string {
  return text.toLowerCase().replace(/[\s._-]+/g, '');
}

/** The tags whose label or id holds the query, in the spec's groups and order (Event details, Individual, Links). */
export function mergeTagChoices(query: string, tags: readonly MergeTag[] = MERGE_TAGS): MergeTagChoiceGroup[] {
  const wanted = squash(query);
  const groups: MergeTagChoiceGroup[] = [];
  for (const group of Object.keys(MERGE_TAG_GROUP_LABELS) as MergeTag['group'][]) {
    const matching = tags.filter((tag) => tag.group === group && (squash(tag.label).includes(wanted) || squash(tag.id).includes(wanted)));
    if (matching.length > 0) groups.push({ group, label: MERGE_TAG_GROUP_LABELS[group], tags: matching });
  }
  return groups;
}

/** The groups' tags one after another: what the arrow keys walk through. */
export function flatChoices(groups: readonly MergeTagChoiceGroup[]): MergeTag[] {
  return groups.flatMap((group) => group.tags);
}

/**
 * Which of the choices Enter picks first: the tag named exactly by the query, else one whose
 * label starts with it, else one with a word starting with it, else the first ("@seat" picks
 * Seat, not Seating section, which comes before it in the list).
 */
export function bestChoiceIndex(query: string, choices: readonly MergeTag[]): number {
  const wanted = squash(query);
  if (!wanted) return 0;
  const rank = (tag: MergeTag) => {
    const label = squash(tag.label);
    if (label === wanted) return 0;
    if (label.startsWith(wanted)) return 1;
    // The id's last part ('event' of link.event) only after what the label says: '@event' means Event name.
    if (squash(tag.id.split('.').pop() ?? '') === wanted) return 2;
    if (
      tag.label
        .toLowerCase()
        .split(/\s+/)
        .some((word) => word.startsWith(wanted))
    )
      return 3;
    return 4;
  };
  let best = 0;
  choices.forEach((tag, index) => {
    if (rank(tag) < rank(choices[best]!)) best = index;
  });
  return best;
}

/** Whether a space follows an inserted tag: not before punctuation or a space already there ("Dear Ada," not "Dear Ada ,"). */
export function spaceAfterTag(textAfter: string): boolean {
  return !/^[\s.,;:!?)\]}'"’”…-]/u.test(textAfter);
}

/** An @ being typed in a plain-text field: where it starts and what follows it. */
export interface TypedTag {
  /** Index of the @. */
  start: number;
  /** Index just after the query (the caret). */
  end: number;
  query: string;
}

/**
 * The @ the caret is typing after, if any: the @ starts the text or follows a
 * space (so an email address typed in the subject does not open the list) and
 * nothing but letters, digits, dots and underscores come between it and the caret.
 */
export function typedTagAt(value: string, caret: number): TypedTag | null {
  const before = value.slice(0, caret);
  const match = /(^|\s)@([\p{L}\p{N}._]*)$/u.exec(before);
  if (!match) return null;
  const query = match[2] ?? '';
  return { start: caret - query.length - 1, end: caret, query };
}

/** The subject's form of a tag: `{guest.first_name}`, replaced as plain text when the message is written. */
export function subjectTagText(id: string): string {
  return `{${id}}`;
}

/** Puts the tag where the @ and its query were; the caret lands just after it. */
export function insertSubjectTag(value: string, typed: Pick<TypedTag, 'start' | 'end'>, id: string): { value: string; caret: number } {
  const tag = subjectTagText(id);
  const after = value.slice(typed.end);
  // A space after the tag, unless one or punctuation follows, so the next word does not run into it.
  const spacer = spaceAfterTag(after) ? ' ' : '';
  const next = value.slice(0, typed.start) + tag + spacer + after;
  return { value: next, caret: typed.start + tag.length + spacer.length };
}

/** The subject's tags in the order they appear, with their labels (unknown ids are left out). */
export function subjectTags(value: string, tags: readonly MergeTag[] = MERGE_TAGS): MergeTag[] {
  const byId = new Map(tags.map((tag) => [tag.id, tag]));
  const found: MergeTag[] = [];
  for (const match of value.matchAll(/\{([a-z_]+\.[a-z_]+)\}/g)) {
    const tag = byId.get(match[1] ?? '');
    if (tag) found.push(tag);
  }
  return found;
}

/** A subject as people read it in lists: `{guest.first_name}` shows as `{First name}`. */
export function subjectWithLabels(value: string, tags: readonly MergeTag[] = MERGE_TAGS): string {
  const byId = new Map(tags.map((tag) => [tag.id, tag]));
  return value.replace(/\{([a-z_]+\.[a-z_]+)\}/g, (whole, id: string) => {
    const tag = byId.get(id);
    return tag ? `{${tag.label}}` : whole;
  });
}
