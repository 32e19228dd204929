import { describe, expect, it } from 'vitest';
import { rowsToMembers, splitFullName, splitTags } from '../../src/guest-import/rows-to-members.ts';
import { parseCsv } from '../../src/guest-import/parse-csv.ts';
import { recognizeHeaders } from '../../src/guest-import/recognize-headers.ts';
import type { GuestFieldKey } from '../../src/guest-import/guest-fields.ts';

const FROM_ROW_2 = { firstRowNumber: 2 };
const SIMPLE: GuestFieldKey[] = ['first_name', 'last_name', 'email', 'phone_number', 'tags'];

describe('splitFullName', () => {
  it.each([
    ['Ada Lovelace', 'Ada', 'Lovelace'],
    ['  Mary   Ann  Smith ', 'Mary', 'Ann Smith'],
    ['Cher', 'Cher', ''],
    ['', '', ''],
  ])('splits %j', (full, first, last) => {
    expect(splitFullName(full)).toEqual({ first_name: first, last_name: last });
  });
});

describe('splitTags', () => {
  it('splits on commas and semicolons, trims, drops blanks and repeats', () => {
    expect(splitTags(' VIP, Press ;speaker;; vip ,')).toEqual(['VIP', 'Press', 'speaker']);
  });

  it("reads Google's ' ::: ' lists and leaves out its own system groups", () => {
    expect(splitTags('* myContacts ::: Friends ::: Board')).toEqual(['Friends', 'Board']);
  });
});

// What a row without reference, ticket, status or repeated email adds to a member.
const PLAIN = { reference: null, ticket_variation: null, status: {}, plus_one_of_row: null };

describe('rowsToMembers', () => {
  it('turns valid rows into normalised members', () => {
    const result = rowsToMembers([[' Zoë ', 'Müller', ' Zoe@Example.COM ', '(202) 555-0143', 'VIP; Press']], SIMPLE, FROM_ROW_2);
    expect(result).toEqual({
      members: [{ row: 2, first_name: 'Zoë', last_name: 'Müller', email: 'zoe@example.com', phone_number: '+12025550143', tags: ['VIP', 'Press'], ...PLAIN }],
      errors: [],
    });
  });

  it('refuses a row whose cells hold NUL, control characters or broken Unicode, naming the field, and keeps the others', () => {
    const result = rowsToMembers(
      [
        ['Ada\u0000', 'Lovelace', 'ada@example.com', '', ''],
        ['Grace', 'Hopper\ud800', '', '', 'VIP\u0007'],
        ['Katherine', 'Johnson', '', '', ''],
      ],
      SIMPLE,
      FROM_ROW_2,
    );
    expect(result.members.map((member) => member.first_name)).toEqual(['Katherine']);
    expect(result.errors).toEqual([
      { row: 2, field: 'first_name', message: 'First name contains characters that are not allowed (control characters or broken Unicode).' },
      { row: 3, field: 'last_name', message: 'Last name contains characters that are not allowed (control characters or broken Unicode).' },
      { row: 3, field: 'tags', message: 'Tags contains characters that are not allowed (control characters or broken Unicode).' },
    ]);
  });

  it('gives null email and phone, and no tags, when the cells are empty or missing', () => {
    const result = rowsToMembers([['Ada', '', '  '], ['Grace']], SIMPLE, FROM_ROW_2);
    expect(result.members).toEqual([
      { row: 2, first_name: 'Ada', last_name: '', email: null, phone_number: null, tags: [], ...PLAIN },
      { row: 3, first_name: 'Grace', last_name: '', email: null, phone_number: null, tags: [], ...PLAIN },
    ]);
  });

  it('splits a full name column', () => {
    const result = rowsToMembers([['Mary Ann Smith', 'mary@example.com']], ['full_name', 'email'], FROM_ROW_2);
    expect(result.members[0]).toMatchObject({ first_name: 'Mary', last_name: 'Ann Smith' });
  });

  it('prefers separate name columns over a full name (Luma has both)', () => {
    const mapping: GuestFieldKey[] = ['full_name', 'first_name', 'last_name'];
    const result = rowsToMembers(
      [
        ['Ada King', 'Ada', 'Lovelace'],
        ['Grace Hopper', '', ''],
      ],
      mapping,
      FROM_ROW_2,
    );
    expect(result.members.map((member) => [member.first_name, member.last_name])).toEqual([
      ['Ada', 'Lovelace'],
      ['Grace', 'Hopper'],
    ]);
  });

  it('reports the guest form messages with the row as a spreadsheet shows it, and keeps good rows', () => {
    const result = rowsToMembers(
      [
        ['Ada', 'Lovelace', 'ada@example.com', '', ''],
        ['', 'Nameless', 'not-an-email', '12345', ''],
        ['Grace', 'Hopper', '', '', ''],
      ],
      SIMPLE,
      FROM_ROW_2,
    );
    expect(result.members.map((member) => member.row)).toEqual([2, 4]);
    expect(result.errors).toEqual([
      { row: 3, field: 'first_name', message: 'First name is required.' },
      { row: 3, field: 'email', message: 'Email must be a valid email address.' },
      {
        row: 3,
        field: 'phone_number',
        message: 'Phone number must be a valid phone number. For non US numbers please add country prefix.',
      },
    ]);
  });

  it('reports very long names with the maximum-length message', () => {
    const long = 'x'.repeat(256);
    const result = rowsToMembers([[long, long]], ['first_name', 'last_name'], FROM_ROW_2);
    expect(result.members).toEqual([]);
    expect(result.errors).toEqual([
      { row: 2, field: 'first_name', message: 'First name may not be greater than 255 characters.' },
      { row: 2, field: 'last_name', message: 'Last name may not be greater than 255 characters.' },
    ]);
  });

  it('reports a long name from a full name column under the first name', () => {
    const result = rowsToMembers([[`${'y'.repeat(300)} Smith`]], ['full_name'], FROM_ROW_2);
    expect(result.errors).toEqual([{ row: 2, field: 'first_name', message: 'First name may not be greater than 255 characters.' }]);
  });

  it('makes a repeated email a plus-one of its first guest, with its own name and no email, whatever its case', () => {
    const rows = [
      ['A', '', 'one@example.com'],
      ['B', '', 'two@example.com'],
      ['C', '', 'ONE@example.com'],
      ['D', '', 'x@example.com'],
      ['E', '', 'x@example.com'],
      ['F', '', ' one@example.com '],
    ];
    const result = rowsToMembers(rows, ['first_name', 'last_name', 'email'], FROM_ROW_2);
    expect(result.errors).toEqual([]);
    expect(result.members.map((member) => [member.first_name, member.email, member.plus_one_of_row])).toEqual([
      ['A', 'one@example.com', null],
      ['B', 'two@example.com', null],
      ['C', null, 2],
      ['D', 'x@example.com', null],
      ['E', null, 5],
      ['F', null, 2],
    ]);
  });

  it('leaves out the same name and email twice when the file has no order numbers, saying why', () => {
    const rows = [
      ['Ada', 'Lovelace', 'ada@example.com'],
      ['ada', 'lovelace', 'ADA@example.com'],
    ];
    const result = rowsToMembers(rows, ['first_name', 'last_name', 'email'], FROM_ROW_2);
    expect(result.members.map((member) => member.row)).toEqual([2]);
    expect(result.errors).toEqual([
      { row: 3, field: 'email', message: 'This person appears more than once in the file (rows 2 and 3: the same name and email), so the row was left out.' },
    ]);
  });

  it('keeps every ticket of an order (the same name and email with order numbers) as plus-ones of the first', () => {
    const rows = [
      ['1001', 'Ada', 'Lovelace', 'ada@example.com'],
      ['1001', 'Ada', 'Lovelace', 'ada@example.com'],
      ['1002', 'Ada', 'Lovelace', 'ada@example.com'],
    ];
    const result = rowsToMembers(rows, ['reference', 'first_name', 'last_name', 'email'], FROM_ROW_2);
    expect(result.errors).toEqual([]);
    expect(result.members.map((member) => [member.reference, member.email, member.plus_one_of_row])).toEqual([
      ['1001', 'ada@example.com', null],
      ['1001', null, 2],
      ['1002', null, 2],
    ]);
  });

  it('lets a later row be the guest when the first row with the email was refused', () => {
    const rows = [
      ['', 'same@example.com'],
      ['Ada', 'same@example.com'],
    ];
    const result = rowsToMembers(rows, ['first_name', 'email'], FROM_ROW_2);
    expect(result.errors.map((error) => [error.row, error.field])).toEqual([[2, 'first_name']]);
    expect(result.members).toMatchObject([{ row: 3, email: 'same@example.com', plus_one_of_row: null }]);
  });

  it('reads a status column: refused statuses go to the rejected rows with their reason, the others set RSVP and approval', () => {
    const rows = [
      ['Ada', 'ada@example.com', 'Attending', 'VIP'],
      ['Grace', 'ada@example.com', 'Refunded', 'VIP'],
      ['Katherine', 'k@example.com', 'pending_approval', ''],
      ['Dorothy', 'd@example.com', 'Sold out', ''],
    ];
    const result = rowsToMembers(rows, ['first_name', 'email', 'attendee_status', 'ticket_variation'], FROM_ROW_2);
    expect(result.members.map((member) => [member.first_name, member.status, member.ticket_variation])).toEqual([
      ['Ada', { is_attending: true, is_approved: true }, 'VIP'],
      ['Katherine', { is_attending: true, is_approved: null }, null],
    ]);
    expect(result.errors).toEqual([
      { row: 3, field: 'attendee_status', message: 'Refunded: not imported, so they cannot be checked in.' },
      { row: 5, field: 'attendee_status', message: expect.stringContaining('The status “Sold out” is not one the import knows') },
    ]);
  });

  it('does not call rows without an email duplicates', () => {
    const result = rowsToMembers(
      [
        ['Ada', ''],
        ['Grace', ''],
      ],
      ['first_name', 'email'],
      FROM_ROW_2,
    );
    expect(result.errors).toEqual([]);
    expect(result.members).toHaveLength(2);
  });

  it('skips ignored and unknown columns', () => {
    const result = rowsToMembers([['Ada', 'bad email', 'bad phone']], ['first_name', 'ignore', null], FROM_ROW_2);
    expect(result).toEqual({
      members: [{ row: 2, first_name: 'Ada', last_name: '', email: null, phone_number: null, tags: [], ...PLAIN }],
      errors: [],
    });
  });

  it('takes the first filled column, left to right, when several fill one field', () => {
    const mapping: GuestFieldKey[] = ['first_name', 'phone_number', 'phone_number', 'tags', 'tags'];
    const result = rowsToMembers([['Ada', '', '+44 20 7946 0958', 'VIP', 'Press; vip']], mapping, FROM_ROW_2);
    expect(result.members[0]).toMatchObject({ phone_number: '+442079460958', tags: ['VIP', 'Press'] });
  });

  it('uses the given row numbers when blank rows were skipped', () => {
    const result = rowsToMembers([['Ada'], ['']], ['first_name'], { firstRowNumber: 2, rowNumbers: [2, 9] });
    expect(result.errors).toEqual([{ row: 9, field: 'first_name', message: 'First name is required.' }]);
  });

  it('imports a Google Contacts file end to end', () => {
    const csv = [
      'First Name,Middle Name,Last Name,Labels,E-mail 1 - Label,E-mail 1 - Value,Phone 1 - Label,Phone 1 - Value',
      'Zoë,,Müller,* myContacts ::: VIP,* Home,zoe@example.com ::: zoe@work.example,Mobile,+1 415 555 2671',
      'Ada,B.,Lovelace,* starred,,ada@example.com,,',
    ].join('\r\n');
    const sheet = parseCsv(csv);
    const { source, mapping } = recognizeHeaders(sheet.headers);
    expect(source).toBe('google_contacts');
    const result = rowsToMembers(sheet.rows, mapping, { firstRowNumber: 2, rowNumbers: sheet.rowNumbers });
    expect(result).toEqual({
      members: [
        { row: 2, first_name: 'Zoë', last_name: 'Müller', email: 'zoe@example.com', phone_number: '+14155552671', tags: ['VIP'], ...PLAIN },
        { row: 3, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone_number: null, tags: [], ...PLAIN },
      ],
      errors: [],
    });
  });
});
