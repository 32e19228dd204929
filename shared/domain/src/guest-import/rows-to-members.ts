// Turns the rows of an uploaded list into guests to add, with the same rules
// and messages as adding a guest by hand, and a message for each rejected
// row that names the row as the spreadsheet shows it.
import { normalizeContact, validateAttendeeContact } from '../deciders/attendee-rules.ts';
import type { AttendeeContact } from '../deciders/attendee-rules.ts';
import type { GuestFieldKey } from './guest-fields.ts';

export interface ImportedMember {
  /** The spreadsheet row the guest came from. */
  row: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone_number: string | null;
  tags: string[];
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
}

/**
 * When several columns fill one field (Outlook's business, home and mobile
 * phones), the first one with a value, left to right, is used: the order
 * people see, and one they can change by mapping a column to 'ignore'.
 */
function collectValues(row: readonly string[], mapping: readonly (GuestFieldKey | null)[]): RowValues {
  const values: RowValues = { single: {}, tagCells: [] };
  mapping.forEach((field, column) => {
    const cell = (row[column] ?? '').trim();
    if (field === null || field === 'ignore' || cell === '') return;
    if (field === 'tags') values.tagCells.push(cell);
    else values.single[field] ??= cell;
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
    private readonly mapping: readonly (GuestFieldKey | null)[],
    private readonly options: RowsToMembersOptions,
  ) {}

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

    if (rowErrors.length > 0) return { errors: rowErrors };
    return {
      member: {
        row,
        first_name: normalized.first_name ?? '',
        last_name: normalized.last_name ?? '',
        email,
        phone_number: normalized.phone_number ?? null,
        tags: splitTags(values.tagCells.join(';')),
      },
    };
  }
}

/** Every row of an upload at once. */
export function rowsToMembers(
  rows: readonly (readonly string[])[],
  mapping: readonly (GuestFieldKey | null)[],
  options: RowsToMembersOptions,
): RowsToMembersResult {
  return new MemberReader(mapping, options).read(rows);
}
