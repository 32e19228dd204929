import { describe, expect, it } from 'vitest';
import { normalizeHeader, recognizeHeaders } from '../../src/guest-import/recognize-headers.ts';
import type { GuestFieldKey } from '../../src/guest-import/guest-fields.ts';

/** The mapping as header → field, which reads better in expectations than parallel arrays. */
function mapped(headers: string[]): Record<string, GuestFieldKey | null> {
  const { mapping } = recognizeHeaders(headers);
  return Object.fromEntries(headers.map((header, index) => [header, mapping[index] ?? null]));
}

const EVENTBRITE = [
  'Order #',
  'Order Date',
  'First Name',
  'Last Name',
  'Email',
  'Quantity',
  'Ticket Type',
  'Attendee #',
  'Order Type',
  'Total Paid',
  'Eventbrite Fees',
  'Eventbrite Payment Processing',
  'Attendee Status',
  'Home Phone',
  'Cell Phone',
  'Job Title',
  'Company',
  'Buyer First Name',
  'Buyer Last Name',
  'Buyer Email',
  'Dietary requirements',
];

const LUMA = [
  'api_id',
  'name',
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'created_at',
  'approval_status',
  'checked_in_at',
  'custom_source',
  'qr_code_url',
  'amount',
  'currency',
  'ticket_type_id',
  'ticket_name',
];

const ZKIPSTER = ['First Name', 'Last Name', 'Company', 'Title', 'E-mail', 'Phone', 'Guest Category', 'Tags', 'Plus-Ones', 'Table'];

const GOOGLE_CONTACTS = [
  'First Name',
  'Middle Name',
  'Last Name',
  'Name Prefix',
  'Name Suffix',
  'Nickname',
  'File As',
  'Labels',
  'E-mail 1 - Label',
  'E-mail 1 - Value',
  'E-mail 2 - Label',
  'E-mail 2 - Value',
  'Phone 1 - Label',
  'Phone 1 - Value',
  'Organization Name',
];

const GOOGLE_CONTACTS_OLD = [
  'Name',
  'Given Name',
  'Additional Name',
  'Family Name',
  'Group Membership',
  'E-mail 1 - Type',
  'E-mail 1 - Value',
  'Phone 1 - Type',
  'Phone 1 - Value',
  'Organization 1 - Name',
];

const OUTLOOK = [
  'Title',
  'First Name',
  'Middle Name',
  'Last Name',
  'Suffix',
  'Company',
  'Job Title',
  'Business Street',
  'Business Fax',
  'Business Phone',
  'Home Phone',
  'Mobile Phone',
  'Categories',
  'E-mail Address',
  'E-mail Type',
  'E-mail Display Name',
  'E-mail 2 Address',
  'Notes',
];

describe('normalizeHeader', () => {
  it('ignores case, spaces, punctuation and accents', () => {
    expect(normalizeHeader('E-mail 1 - Value')).toBe('email1value');
    expect(normalizeHeader('first_name')).toBe('firstname');
    expect(normalizeHeader(' FIRST  NAME ')).toBe('firstname');
    expect(normalizeHeader('Order #')).toBe('order');
    expect(normalizeHeader('Prénom')).toBe('prenom');
    expect(normalizeHeader('\uFEFFEmail')).toBe('email');
  });
});

describe('recognizeHeaders', () => {
  it('recognises the Eventbrite attendee report', () => {
    expect(recognizeHeaders(EVENTBRITE).source).toBe('eventbrite');
    expect(mapped(EVENTBRITE)).toMatchObject({
      'First Name': 'first_name',
      'Last Name': 'last_name',
      Email: 'email',
      'Home Phone': 'phone_number',
      'Cell Phone': 'phone_number',
      // The order number ties an order's tickets together; the ticket type and status are read (import-status.ts).
      'Order #': 'reference',
      'Ticket Type': 'ticket_variation',
      'Attendee Status': 'attendee_status',
      'Attendee #': 'ignore',
      // Left for the organiser: it can become a custom field of its own.
      Company: null,
      'Job Title': null,
      // A host's own question: nothing knows it.
      'Dietary requirements': null,
    });
  });

  it("never takes the Eventbrite buyer's contact for the guest's", () => {
    expect(mapped(EVENTBRITE)).toMatchObject({ 'Buyer First Name': 'ignore', 'Buyer Last Name': 'ignore', 'Buyer Email': 'ignore' });
  });

  it('recognises the Luma guest export', () => {
    expect(recognizeHeaders(LUMA).source).toBe('luma');
    expect(mapped(LUMA)).toMatchObject({
      name: 'full_name',
      first_name: 'first_name',
      last_name: 'last_name',
      email: 'email',
      phone_number: 'phone_number',
      api_id: 'reference',
      approval_status: 'attendee_status',
      created_at: 'ignore',
      ticket_name: 'ticket_variation',
      amount: 'ignore',
    });
  });

  it('recognises a Luma export with only its guest columns and a couple of its own', () => {
    expect(recognizeHeaders(['name', 'email', 'approval_status', 'ticket_name']).source).toBe('luma');
  });

  it('recognises the zkipster guest list, with either email header', () => {
    expect(recognizeHeaders(ZKIPSTER).source).toBe('zkipster');
    expect(mapped(ZKIPSTER)).toMatchObject({
      'First Name': 'first_name',
      'Last Name': 'last_name',
      'E-mail': 'email',
      Phone: 'phone_number',
      Tags: 'tags',
      Company: 'ignore',
      'Plus-Ones': 'ignore',
    });
    const other = ['First Name', 'Last Name', 'Email Address', 'Phone', 'Tags', 'Company'];
    expect(recognizeHeaders(other)).toEqual({
      source: 'zkipster',
      mapping: ['first_name', 'last_name', 'email', 'phone_number', 'tags', 'ignore'],
    });
  });

  it('recognises the Google Contacts CSV', () => {
    expect(recognizeHeaders(GOOGLE_CONTACTS).source).toBe('google_contacts');
    expect(mapped(GOOGLE_CONTACTS)).toMatchObject({
      'First Name': 'first_name',
      'Middle Name': 'ignore',
      'Last Name': 'last_name',
      Labels: 'tags',
      'E-mail 1 - Label': 'ignore',
      'E-mail 1 - Value': 'email',
      'E-mail 2 - Value': 'email',
      'Phone 1 - Label': 'ignore',
      'Phone 1 - Value': 'phone_number',
      'Organization Name': 'ignore',
    });
  });

  it('recognises the older Google Contacts CSV', () => {
    expect(recognizeHeaders(GOOGLE_CONTACTS_OLD).source).toBe('google_contacts');
    expect(mapped(GOOGLE_CONTACTS_OLD)).toMatchObject({
      Name: 'full_name',
      'Given Name': 'first_name',
      'Additional Name': 'ignore',
      'Family Name': 'last_name',
      'Group Membership': 'tags',
      'E-mail 1 - Type': 'ignore',
      'E-mail 1 - Value': 'email',
      'Phone 1 - Value': 'phone_number',
      'Organization 1 - Name': 'ignore',
    });
  });

  it('recognises the Outlook contacts CSV', () => {
    expect(recognizeHeaders(OUTLOOK).source).toBe('outlook');
    expect(mapped(OUTLOOK)).toMatchObject({
      Title: 'ignore',
      'First Name': 'first_name',
      'Middle Name': 'ignore',
      'Last Name': 'last_name',
      'Business Phone': 'phone_number',
      'Home Phone': 'phone_number',
      'Mobile Phone': 'phone_number',
      Categories: 'tags',
      'E-mail Address': 'email',
      'E-mail Type': 'ignore',
      'E-mail 2 Address': 'email',
      Notes: 'ignore',
    });
  });

  it('recognises the short Outlook sample', () => {
    const headers = ['First Name', 'Last Name', 'E-mail Address', 'Mobile Phone', 'Business Phone', 'Categories'];
    expect(recognizeHeaders(headers)).toEqual({
      source: 'outlook',
      mapping: ['first_name', 'last_name', 'email', 'phone_number', 'phone_number', 'tags'],
    });
  });

  it('matches headers whatever their case, spacing and punctuation', () => {
    expect(recognizeHeaders(['ORDER #', 'order date', 'first-name', 'LAST_NAME', ' e-mail ']).mapping).toEqual([
      'reference',
      'ignore',
      'first_name',
      'last_name',
      'email',
    ]);
  });

  it('falls back to obvious names for files of no known source', () => {
    const headers = ['Full Name', 'E-mail', 'Mobile', 'Labels', 'Seat preference'];
    expect(recognizeHeaders(headers)).toEqual({
      source: 'generic',
      mapping: ['full_name', 'email', 'phone_number', 'tags', null],
    });
  });

  it.each<[string, GuestFieldKey]>([
    ['name', 'full_name'],
    ['Full name', 'full_name'],
    ['First', 'first_name'],
    ['Given name', 'first_name'],
    ['Last', 'last_name'],
    ['Surname', 'last_name'],
    ['Email', 'email'],
    ['e-mail', 'email'],
    ['Mail', 'email'],
    ['Phone', 'phone_number'],
    ['Mobile', 'phone_number'],
    ['Tel.', 'phone_number'],
    ['Tags', 'tags'],
    ['Labels', 'tags'],
  ])('reads a generic %j column as %s', (header, field) => {
    expect(recognizeHeaders([header, 'Unrelated'])).toEqual({ source: 'generic', mapping: [field, null] });
  });

  it('recognises nothing in unknown headers', () => {
    expect(recognizeHeaders(['Col A', 'Col B', ''])).toEqual({ source: null, mapping: [null, null, null] });
    expect(recognizeHeaders([])).toEqual({ source: null, mapping: [] });
  });

  it('still maps obvious extra columns a host added to a known export', () => {
    const headers = [...LUMA, 'Tags'];
    expect(recognizeHeaders(headers).mapping.at(-1)).toBe('tags');
  });

  it('does not take a generic list with a Tags column for zkipster', () => {
    expect(recognizeHeaders(['First Name', 'Last Name', 'Email', 'Tags']).source).toBe('generic');
  });
});
