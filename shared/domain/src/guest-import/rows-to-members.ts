// Turns the rows of an uploaded list into guests to add, with the same rules
// and messages as adding a guest by hand, and a message for each rejected
// row that names the row as the spreadsheet shows it.
//
// A repeated email is never dropped. Eventbrite writes the buyer's email on
// every ticket of an order, so a repeat is read as another ticket the same
// buyer holds: the row becomes a plus-one of the first guest with that email
// (parent_attendee_id), with its own name and without the repeated email, so
// the door admits the whole party on the buyer's pass. That holds across
// orders too: a second order by the same buyer is more tickets of theirs.
// Only a file without order numbers (no Reference column) that repeats the
// same name with the same email lists one person twice: that row is
// rejected, with the reason, into the rejected rows.
import { normalizeContact, validateAttendeeContact } from '../deciders/attendee-rules.ts';
import type { AttendeeContact } from '../deciders/attendee-rules.ts';
import { customFieldIdOfMapping, type MappingKey } from './guest-fields.ts';
import { customFieldValueOfCell } from './custom-field-cells.ts';
import type { CustomField } from '../fields/custom-fields.ts';
import type { CustomFieldValue } from '../fields/custom-field-values.ts';
import { FIELD_LABEL_PLACEHOLDER, isStorableText, UNSTORABLE_TEXT_MESSAGE } from '../validation/safe-text.ts';
import { checkField, maxLength } from '../validation/rules.ts';
import { readStatusCell, type ImportedStatus } from './import-status.ts';
import { isInfoRequested, NO_BUYER_MESSAGE, placeholderName } from './info-requested.ts';

export interface ImportedMember {
  /** The spreadsheet row the guest came from. */
  row: number;
  first_name: string;
  last_name: string;
  email: string | null;
  phone_number: string | null;
  /** The order or attendee number from the file; null when its column is blank or not mapped. */
  reference: string | null;
  /** The ticket variation the file names, as written; null when none. */
  ticket_variation: string | null;
  /** The RSVP and approval its status column gives (empty without one). */
  status: ImportedStatus;
  /** A plus-one: the spreadsheet row of the guest who brings them (the first row with their email). */
  plus_one_of_row: number | null;
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

type SingleField = 'first_name' | 'last_name' | 'full_name' | 'email' | 'phone_number' | 'reference' | 'language' | 'ticket_variation' | 'attendee_status';

/** The columns that are left out when read: decided when the import starts, or not imported. */
const UNREAD_FIELDS: ReadonlySet<MappingKey | null> = new Set([null, 'ignore', 'new_custom_field']);

// Google Contacts writes every value of a multi-valued field into one cell,
// separated by ' ::: ' (two emails, or labels such as '* myContacts ::: VIP').
const VALUE_LIST_SEPARATOR = ':::';
const TAG_SEPARATORS = /[,;]|:::/;
// Google's own groups ('* myContacts', '* starred') say nothing about a guest.
const SYSTEM_LABEL_PREFIX = '* ';

/** First word is the first name, the rest the last name: 'Mary Ann Smith' → 'Mary' / 'Ann Smith'. */
export function splitFullName(fullName: string): { first_name: string; last_name: string } {
  const words = fullName
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '');
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
  return (
    cell
      .split(VALUE_LIST_SEPARATOR)
      .map((value) => value.trim())
      .find((value) => value !== '') ?? ''
  );
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
    if (UNREAD_FIELDS.has(field) || cell === '') return;
    if (field === 'tags') values.tagCells.push(cell);
    else values.single[field as SingleField] ??= cell;
  });
  return values;
}

/** Separate name columns win; a full-name column is used when both are empty. */
function contactOf(values: RowValues): Required<AttendeeContact> {
  const { first_name = '', last_name = '', full_name = '', email = '', phone_number = '', reference = '', language = '' } = values.single;
  const name = first_name !== '' || last_name !== '' ? { first_name, last_name } : splitFullName(full_name);
  return { ...name, email: firstOfList(email), phone_number: firstOfList(phone_number), reference, language };
}

function samePersonMessage(firstRow: number, row: number): string {
  return `This person appears more than once in the file (rows ${firstRow} and ${row}: the same name and email), so the row was left out.`;
}

/** The first guest of the file with an email: who a repeat of it becomes a plus-one of. */
interface FirstWithEmail {
  row: number;
  name: string;
  hasReference: boolean;
}

/** A guest of the file who is no one's plus-one, by name as written: who a placeholder row is the guest of. */
interface Lead {
  row: number;
  first_name: string;
  last_name: string;
}

/**
 * Reads an upload's rows a slice at a time, so a long file is checked batch by
 * batch beside its import instead of all at once before it. The reader keeps
 * the emails seen so far: a repeat is caught across slices.
 */
export class MemberReader {
  private readonly firstWithEmail = new Map<string, FirstWithEmail>();
  /** Each order number's first guest (the buyer), and each email's. */
  private readonly leadByReference = new Map<string, Lead>();
  private readonly leadByEmail = new Map<string, Lead>();

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

  /** Null for a first (or no) email; else whose plus-one the row is, or why it is left out. */
  private repeatOf(contact: AttendeeContact, hasReference: boolean, row: number): { plusOneOf: number } | { error: ImportRowError } | null {
    const email = contact.email ?? null;
    if (email === null) return null;
    const name = `${contact.first_name ?? ''} ${contact.last_name ?? ''}`.trim().toLowerCase();
    const first = this.firstWithEmail.get(email);
    if (first === undefined) {
      this.firstWithEmail.set(email, { row, name, hasReference });
      return null;
    }
    // Order numbers say each row is a ticket; without them, the same name and email is the same person.
    if (first.name === name && !(first.hasReference && hasReference)) return { error: { row, field: 'email', message: samePersonMessage(first.row, row) } };
    return { plusOneOf: first.row };
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
    if (isInfoRequested(values.single)) return this.readPlaceholder(values, row);
    const contact = contactOf(values);
    const rowErrors: ImportRowError[] = [];
    const fieldErrors = validateAttendeeContact(contact, { partial: false });
    for (const [field, messages] of Object.entries(fieldErrors)) {
      for (const message of messages) rowErrors.push({ row, field, message });
    }

    const normalized = normalizeContact(contact);
    const ticketVariation = values.single.ticket_variation ?? null;
    for (const message of checkField(ticketVariation ?? '', 'Ticket variation', [maxLength(255)])) rowErrors.push({ row, field: 'ticket_variation', message });

    const custom_fields: Record<string, CustomFieldValue> = {};
    for (const [id, cell] of Object.entries(values.custom)) {
      const field = this.options.customFields?.find((candidate) => candidate.id === id);
      if (!field) continue;
      const result = customFieldValueOfCell(field, cell);
      if (typeof result === 'string') rowErrors.push({ row, field: field.label, message: result });
      else custom_fields[id] = result.value;
    }

    if (rowErrors.length > 0) return { errors: rowErrors };
    // Checked before the email is claimed: a refunded first ticket leaves the buyer's next one as the guest.
    const status = readStatusCell(values.single.attendee_status ?? '');
    if ('skip' in status) return { errors: [{ row, field: 'attendee_status', message: status.skip }] };
    const reference = normalized.reference ?? null;
    const repeat = this.repeatOf(normalized, reference !== null, row);
    if (repeat !== null && 'error' in repeat) return { errors: [repeat.error] };
    if (repeat === null)
      this.rememberLead({ row, first_name: normalized.first_name ?? '', last_name: normalized.last_name ?? '' }, normalized.email ?? null, reference);
    return {
      member: {
        row,
        first_name: normalized.first_name ?? '',
        last_name: normalized.last_name ?? '',
        // A plus-one does not carry the buyer's email: the list's email index stays one guest per address.
        email: repeat === null ? (normalized.email ?? null) : null,
        phone_number: normalized.phone_number ?? null,
        reference,
        ticket_variation: ticketVariation,
        status: status.status,
        plus_one_of_row: repeat?.plusOneOf ?? null,
        tags: splitTags(values.tagCells.join(';')),
        ...(Object.keys(values.custom).length > 0 ? { custom_fields } : {}),
      },
    };
  }

  private rememberLead(lead: Lead, email: string | null, reference: string | null): void {
    if (email !== null && !this.leadByEmail.has(email)) this.leadByEmail.set(email, lead);
    if (reference !== null && !this.leadByReference.has(reference)) this.leadByReference.set(reference, lead);
  }

  /**
   * Eventbrite's 'Info Requested' row: a ticket of an order whose holder was
   * never named. It becomes a nameless plus-one of the order's buyer (the
   * earlier guest with its order number, else its email), shown as 'Guest Of
   * {buyer}'; with no buyer in the file it is left out, with why.
   */
  private readPlaceholder(values: RowValues, row: number): { member: ImportedMember } | { errors: ImportRowError[] } {
    const reference = values.single.reference?.trim() || null;
    const email = normalizeContact({ email: firstOfList(values.single.email ?? '') }).email ?? null;
    const lead = (reference !== null ? this.leadByReference.get(reference) : undefined) ?? (email !== null ? this.leadByEmail.get(email) : undefined);
    if (lead === undefined) return { errors: [{ row, field: 'first_name', message: NO_BUYER_MESSAGE }] };
    const status = readStatusCell(values.single.attendee_status ?? '');
    if ('skip' in status) return { errors: [{ row, field: 'attendee_status', message: status.skip }] };
    const ticketVariation = values.single.ticket_variation ?? null;
    if (ticketVariation !== null && ticketVariation.length > 255)
      return { errors: [{ row, field: 'ticket_variation', message: checkField(ticketVariation, 'Ticket variation', [maxLength(255)])[0]! }] };
    const name = placeholderName(lead);
    return {
      member: {
        row,
        first_name: name.first_name,
        last_name: name.last_name,
        email: null,
        phone_number: null,
        reference,
        ticket_variation: ticketVariation,
        status: status.status,
        plus_one_of_row: lead.row,
        tags: splitTags(values.tagCells.join(';')),
      },
    };
  }
}

const SINGLE_FIELD_LABELS: Record<SingleField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  full_name: 'Full name',
  email: 'Email',
  phone_number: 'Phone number',
  reference: 'Reference',
  language: 'Language',
  ticket_variation: 'Ticket variation',
  attendee_status: 'Status',
};

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
