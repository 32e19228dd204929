// Turns the rows of an uploaded list into guests to add, with the same rules
// and messages as adding a guest by hand, and a message for each rejected
// row that names the row as the spreadsheet shows it.
import { normalizeContact, validateAttendeeContact } from '../deciders/attendee-rules.ts';
import type { AttendeeContact } from '../deciders/attendee-rules.ts';
import { customFieldIdOfMapping, type MappingKey } from './guest-fields.ts';
import { customFieldValueOfCell } from './custom-field-cells.ts';
import type { CustomField } from '../fields/custom-fields.ts';
import type { CustomFieldValue } from '../fields/custom-field-values.ts';
import { FIELD_LABEL_PLACEHOLDER, isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../validation/safe-text.ts';

export interface ImportedMember {
  /** The spreadsheet row the guest came from. */
  row: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone_number: string | null;
  tags: string[];
  /** Values of the custom fields the file fills, by field id (a blank cell clears the value); absent when it fills none. */
  custom_fields?: Record<string, CustomFieldValue>;
}

export interface ImportRowError {
  row: number;
  field: string;
  message: string;
}

export interface RowsToMembersOptions {
  /** The spreadsheet row of rows[0]: 2 when the header is row 1. */
  firstRowNumber: number;
  /** Each row's own number when blank rows were skipped (SheetRows.rowNumbers); wins over firstRowNumber. */
  rowNumbers?: readonly number[];
  /** The event's custom fields, for columns mapped to `custom_fields.{id}`. */
  customFields?: readonly CustomField[];
}

export interface RowsToMembersResult {
  members: ImportedMember[];
  errors: ImportRowError[];
}

type SingleField = 'first_name' | 'last_name' | 'full_name' | 'email' | 'phone_number';

// Google Contacts writes every value of a multi-valued field into one cell,
// separated by ' ::: ' (two emails, or labels such as '* myContacts ::: VIP').
const VALUE_LIST_SEPARATOR = ':::';
const TAG_SEPARATORS = /[,;]|:::/;
// Google's own groups ('* myContacts', '* starred') say nothing about a guest.
const SYSTEM_LABEL_PREFIX = '* ';

/** First word is the first name, the rest the last name: 'Mary Ann Smith' → 'Mary' / 'Ann Smith'. */
export function splitFullName(fullName: string): { first_name: string; last_name: string } {
  const words = fullName.trim().split(/\s+/).filter((word) => word !== '');
  return { first_name: words[0] ?? '', last_name: words.slice(1).join(' ') };
}

/** The tags in one cell, trimmed, without blanks or repeats (compared case-insensitively). */
export function splitTags(cell: string): string[] {
  const tags: string[] = [];
  const seen = new Set<string>();
  for (const part of cell.split(TAG_SEPARATORS)) {
    const tag = part.trim();
    if (tag === '' || tag.startsWith(SYSTEM_LABEL_PREFIX)) continue;
    const key = tag.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

function firstOfList(cell: string): string {
  return cell.split(VALUE_LIST_SEPARATOR).map((value) => value.trim()).find((value) => value !== '') ?? '';
}

interface RowValues {
  single: Partial<Record<SingleField, string>>;
  tagCells: string[];
  /** Custom-field cells by field id, blank ones included: a blank cell clears a value. */
  custom: Record<string, string>;
}

/**
 * When several columns fill one field (Outlook's business, home and mobile
 * phones), the first one with a value, left to right, is used: the order
 * people see, and one they can change by mapping a column to 'ignore'.
 */
function collectValues(row: readonly string[], mapping: readonly (MappingKey | null)[]): RowValues {
  const values: RowValues = { single: {}, tagCells: [], custom: {} };
  mapping.forEach((field, column) => {
    const cell = (row[column] ?? '').trim();
    const customId = customFieldIdOfMapping(field);
    if (customId !== null) {
      if (cell !== '' || values.custom[customId] === undefined) values.custom[customId] = cell;
      return;
    }
    if (field === null || field === 'ignore' || cell === '') return;
    if (field === 'tags') values.tagCells.push(cell);
    else values.single[field as SingleField] ??= cell;
  });
  return values;
}

/** Separate name columns win; a full-name column is used when both are empty. */
function contactOf(values: RowValues): Required<AttendeeContact> {
  const { first_name = '', last_name = '', full_name = '', email = '', phone_number = '' } = values.single;
  const name = first_name !== '' || last_name !== '' ? { first_name, last_name } : splitFullName(full_name);
  return { ...name, email: firstOfList(email), phone_number: firstOfList(phone_number) };
}

function duplicateMessage(firstRow: number, row: number): string {
  return `This email appears more than once in the file (rows ${firstRow} and ${row}).`;
}

/**
 * Reads an upload's rows a slice at a time, so a long file is checked batch by
 * batch beside its import instead of all at once before it. The reader keeps
 * the emails seen so far: a repeat is caught across slices.
 */
export class MemberReader {
  private readonly rowOfEmail = new Map<string, number>();

  constructor(
    private readonly mapping: readonly (MappingKey | null)[],
    private readonly options: RowsToMembersOptions,
  ) {}

  private unstorableCells(values: RowValues, row: number): ImportRowError[] {
    const errors: ImportRowError[] = [];
    for (const [field, cell] of Object.entries(values.single) as [SingleField, string][]) {
      if (!isStorableText(cell)) errors.push({ row, field, message: unstorableMessage(SINGLE_FIELD_LABELS[field]) });
    }
    if (values.tagCells.some((cell) => !isStorableText(cell))) errors.push({ row, field: 'tags', message: unstorableMessage('Tags') });
    for (const [id, cell] of Object.entries(values.custom)) {
      if (isStorableText(cell, { multiline: true })) continue;
      const label = this.options.customFields?.find((candidate) => candidate.id === id)?.label ?? 'This field';
      errors.push({ row, field: label, message: unstorableMessage(label) });
    }
    return errors;
  }

  /** Reads rows[from] up to rows[to] (exclusive) of the whole upload. */
  read(rows: readonly (readonly string[])[], from = 0, to = rows.length): RowsToMembersResult {
    const members: ImportedMember[] = [];
    const errors: ImportRowError[] = [];
    for (let index = from; index < to; index++) {
      const row = this.options.rowNumbers?.[index] ?? this.options.firstRowNumber + index;
      const result = this.readRow(rows[index]!, row);
      if ('member' in result) members.push(result.member);
      else errors.push(...result.errors);
    }
    return { members, errors };
  }

  private readRow(cells: readonly string[], row: number): { member: ImportedMember } | { errors: ImportRowError[] } {
    const values = collectValues(cells, this.mapping);
    // A cell PostgreSQL cannot store (NUL) or that is not well-formed text refuses its row, as a field would.
    const unstorable = this.unstorableCells(values, row);
    if (unstorable.length > 0) return { errors: unstorable };
    const contact = contactOf(values);
    const rowErrors: ImportRowError[] = [];
    const fieldErrors = validateAttendeeContact(contact, { partial: false });
    for (const [field, messages] of Object.entries(fieldErrors)) {
      for (const message of messages) rowErrors.push({ row, field, message });
    }

    const normalized = normalizeContact(contact);
    const email = normalized.email ?? null;
    // Only a valid address can repeat one; a broken one already has its message.
    if (email !== null && fieldErrors.email === undefined) {
      const firstRow = this.rowOfEmail.get(email);
      if (firstRow === undefined) this.rowOfEmail.set(email, row);
      else rowErrors.push({ row, field: 'email', message: duplicateMessage(firstRow, row) });
    }

    const custom_fields: Record<string, CustomFieldValue> = {};
    for (const [id, cell] of Object.entries(values.custom)) {
      const field = this.options.customFields?.find((candidate) => candidate.id === id);
      if (!field) continue;
      const result = customFieldValueOfCell(field, cell);
      if (typeof result === 'string') rowErrors.push({ row, field: field.label, message: result });
      else custom_fields[id] = result.value;
    }

    if (rowErrors.length > 0) return { errors: rowErrors };
    return {
      member: {
        row,
        first_name: normalized.first_name ?? '',
        last_name: normalized.last_name ?? '',
        email,
        phone_number: normalized.phone_number ?? null,
        tags: splitTags(values.tagCells.join(';')),
        ...(Object.keys(values.custom).length > 0 ? { custom_fields } : {}),
      },
    };
  }
}

const SINGLE_FIELD_LABELS: Record<SingleField, string> = { first_name: 'First name', last_name: 'Last name', full_name: 'Full name', email: 'Email', phone_number: 'Phone number' };

/** The boundary's message for a cell, with the field's label in it. */
const unstorableMessage = (label: string) => UNSTORABLE_TEXT_MESSAGE.replace(FIELD_LABEL_PLACEHOLDER, label);

/** Every row of an upload at once. */
export function rowsToMembers(
  rows: readonly (readonly string[])[],
  mapping: readonly (MappingKey | null)[],
  options: RowsToMembersOptions,
): RowsToMembersResult {
  return new MemberReader(mapping, options).read(rows);
}
