// Recognises the column headers of the guest lists hosts most often bring,
// so a known export imports without anyone mapping columns by hand.
//
// Where the headers below come from (our knowledge of each product's own
// export files, written down here; no other project's code was used):
// - Eventbrite, 'Attendee Summary' report exported as CSV/Excel: 'Order #',
//   'Order Date', 'First Name', 'Last Name', 'Email', 'Quantity',
//   'Ticket Type', 'Attendee #', 'Order Type', 'Total Paid', 'Eventbrite Fees',
//   'Eventbrite Payment Processing', 'Attendee Status', 'Home Phone',
//   'Cell Phone', 'Work Phone', 'Job Title', 'Company', and on some reports
//   the order's buyer: 'Buyer First Name', 'Buyer Last Name', 'Buyer Email'.
// - Luma, event guest list 'Export CSV' (snake_case): 'api_id', 'name',
//   'first_name', 'last_name', 'email', 'phone_number', 'created_at',
//   'approval_status', 'checked_in_at', 'custom_source', 'qr_code_url',
//   'amount', 'amount_tax', 'amount_discount', 'currency', 'coupon_code',
//   'eth_address', 'solana_address', 'ticket_type_id', 'ticket_name'.
// - zkipster, guest list export: 'First Name', 'Last Name', 'Company',
//   'Title', 'E-mail' (or 'Email Address'), 'Phone', 'Guest Category',
//   'Tags', 'Plus-Ones', 'Table', 'Notes', 'Checked In'.
// - Google Contacts, 'Google CSV': 'First Name', 'Middle Name', 'Last Name',
//   'Name Prefix', 'Name Suffix', 'File As', 'Labels', 'E-mail 1 - Label',
//   'E-mail 1 - Value', 'Phone 1 - Label', 'Phone 1 - Value', numbered again
//   for further values; the older format had 'Name', 'Given Name',
//   'Additional Name', 'Family Name', 'Group Membership', 'E-mail 1 - Type',
//   'E-mail 1 - Value', 'Phone 1 - Type', 'Phone 1 - Value'.
// - Outlook (desktop and Outlook.com) contacts CSV: 'Title', 'First Name',
//   'Middle Name', 'Last Name', 'Suffix', 'Company', 'Job Title',
//   'Business Street', 'Home Street', 'Business Fax', 'Business Phone',
//   'Home Phone', 'Mobile Phone', 'Primary Phone', 'Categories',
//   'E-mail Address', 'E-mail Type', 'E-mail Display Name', 'E-mail 2 Address',
//   'E-mail 3 Address'.
// Products rename and reorder columns over time, hence matching on
// normalised names and on a few characteristic headers, not on the whole row.
import type { GuestFieldKey } from './guest-fields.ts';

export type ImportSource = 'eventbrite' | 'luma' | 'zkipster' | 'google_contacts' | 'outlook' | 'generic';

export interface RecognizedHeaders {
  /** The product the file came from; 'generic' when only obvious names were found, null when nothing was. */
  source: ImportSource | null;
  /** The field each column fills, by column index; null where the column is not known. */
  mapping: (GuestFieldKey | null)[];
}

/** 'E-mail 1 - Value' → 'email1value', 'first_name' → 'firstname', 'Prénom' → 'prenom'. */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** A normalised header, or a pattern for numbered ones such as Google's 'E-mail 2 - Value'. */
type HeaderMatcher = string | RegExp;

interface SourceFormat {
  source: Exclude<ImportSource, 'generic'>;
  /** Headers every export of the source has. */
  required: readonly string[];
  /** Headers typical of the source; a file needs at least `minimum` of them. */
  characteristic: readonly string[];
  minimum: number;
  /** The source's columns that hold guest details. */
  columns: readonly (readonly [HeaderMatcher, GuestFieldKey])[];
  /** More of its columns that are known and hold nothing to import (beyond the characteristic ones). */
  ignored: readonly HeaderMatcher[];
}

// In order of preference when two formats match equally well.
const SOURCE_FORMATS: readonly SourceFormat[] = [
  {
    source: 'eventbrite',
    required: [],
    // The buyer paid for the order, possibly for several guests: never the
    // guest's own contact, so the buyer's columns are known and ignored.
    characteristic: [
      'order',
      'orderdate',
      'tickettype',
      'attendee',
      'attendeestatus',
      'ordertype',
      'totalpaid',
      'eventbritefees',
      'eventbritepaymentprocessing',
      'buyerfirstname',
      'buyerlastname',
      'buyeremail',
    ],
    minimum: 2,
    columns: [
      ['firstname', 'first_name'],
      ['lastname', 'last_name'],
      ['email', 'email'],
      ['homephone', 'phone_number'],
      ['cellphone', 'phone_number'],
      ['workphone', 'phone_number'],
      // Every ticket of an order shares its Order #: the reference tells repeated buyer emails are tickets (rows-to-members.ts).
      ['order', 'reference'],
      ['tickettype', 'ticket_variation'],
      ['attendeestatus', 'attendee_status'],
    ],
    // Company and Job Title are left for the organiser to decide: often worth a custom field of their own.
    ignored: [
      'quantity',
      'pricetier',
      'currency',
      'feespaid',
      'website',
      'blog',
      'gender',
      'age',
      'birthdate',
      /^(home|work)(address\d|city|state|zip|country)$/,
    ],
  },
  {
    source: 'luma',
    required: [],
    characteristic: [
      'apiid',
      'approvalstatus',
      'createdat',
      'ticketname',
      'tickettypeid',
      'checkedinat',
      'customsource',
      'qrcodeurl',
      'ethaddress',
      'solanaaddress',
    ],
    minimum: 2,
    columns: [
      ['name', 'full_name'],
      ['firstname', 'first_name'],
      ['lastname', 'last_name'],
      ['email', 'email'],
      ['phonenumber', 'phone_number'],
      ['apiid', 'reference'],
      ['ticketname', 'ticket_variation'],
      ['approvalstatus', 'attendee_status'],
    ],
    ignored: ['amount', 'amounttax', 'amountdiscount', 'currency', 'couponcode'],
  },
  {
    source: 'google_contacts',
    required: [],
    characteristic: [
      'email1value',
      'email1label',
      'email1type',
      'phone1value',
      'phone1label',
      'phone1type',
      'labels',
      'groupmembership',
      'givenname',
      'additionalname',
      'familyname',
      'nameprefix',
      'namesuffix',
      'fileas',
      'phoneticfirstname',
      'phoneticlastname',
    ],
    minimum: 2,
    columns: [
      ['firstname', 'first_name'],
      ['givenname', 'first_name'],
      ['lastname', 'last_name'],
      ['familyname', 'last_name'],
      ['name', 'full_name'],
      [/^email\d+value$/, 'email'],
      [/^phone\d+value$/, 'phone_number'],
      ['labels', 'tags'],
      ['groupmembership', 'tags'],
    ],
    ignored: [
      'middlename',
      'nickname',
      'birthday',
      'notes',
      'photo',
      'organizationname',
      'organizationtitle',
      'organizationdepartment',
      /^(email|phone)\d+(label|type)$/,
      /^(address|organization|website|relation|event|im|customfield)\d/,
    ],
  },
  {
    source: 'outlook',
    required: [],
    characteristic: [
      'emailaddress',
      'emailtype',
      'emaildisplayname',
      'email2address',
      'email3address',
      'businessphone',
      'mobilephone',
      'primaryphone',
      'businessfax',
      'businessstreet',
      'homestreet',
      'categories',
    ],
    minimum: 3,
    columns: [
      ['firstname', 'first_name'],
      ['lastname', 'last_name'],
      ['emailaddress', 'email'],
      ['email2address', 'email'],
      ['email3address', 'email'],
      ['businessphone', 'phone_number'],
      ['homephone', 'phone_number'],
      ['mobilephone', 'phone_number'],
      ['primaryphone', 'phone_number'],
      ['categories', 'tags'],
    ],
    ignored: ['title', 'middlename', 'suffix', 'company', 'department', 'jobtitle', 'notes', 'birthday', /^email\d(type|displayname)$/],
  },
  {
    // zkipster shares its name columns with everyone; 'Tags' next to a
    // guest-list column such as 'Plus-Ones' or 'Company' tells it apart.
    source: 'zkipster',
    required: ['firstname', 'lastname', 'tags'],
    characteristic: ['company', 'title', 'guestcategory', 'category', 'plusones', 'table', 'notes', 'checkedin'],
    minimum: 1,
    columns: [
      ['firstname', 'first_name'],
      ['lastname', 'last_name'],
      ['email', 'email'],
      ['emailaddress', 'email'],
      ['phone', 'phone_number'],
      ['mobile', 'phone_number'],
      ['tags', 'tags'],
    ],
    ignored: [],
  },
];

// Names anyone might give a column, used for files of no known source and
// for extra columns a host added to a known export.
const GENERIC_COLUMNS: readonly (readonly [GuestFieldKey, readonly string[]])[] = [
  ['full_name', ['name', 'fullname', 'guestname', 'attendeename', 'contactname']],
  ['first_name', ['first', 'firstname', 'givenname', 'forename']],
  ['last_name', ['last', 'lastname', 'surname', 'familyname']],
  ['email', ['email', 'emailaddress', 'mail']],
  ['phone_number', ['phone', 'phonenumber', 'mobile', 'mobilephone', 'mobilenumber', 'cell', 'cellphone', 'tel', 'telephone']],
  ['tags', ['tags', 'tag', 'labels', 'label']],
  // The guest's own language for their pages and e-mails, in the four languages they are written in.
  ['language', ['language', 'lang', 'preferredlanguage', 'locale', 'sprache', 'langue', 'idioma']],
];

function matches(matcher: HeaderMatcher, header: string): boolean {
  return typeof matcher === 'string' ? matcher === header : matcher.test(header);
}

function genericField(header: string): GuestFieldKey | null {
  return GENERIC_COLUMNS.find(([, names]) => names.includes(header))?.[0] ?? null;
}

function sourceField(format: SourceFormat, header: string): GuestFieldKey | null {
  const column = format.columns.find(([matcher]) => matches(matcher, header));
  if (column !== undefined) return column[1];
  const known = format.characteristic.includes(header) || format.ignored.some((matcher) => matches(matcher, header));
  return known ? 'ignore' : null;
}

/** How many characteristic headers the file has, or 0 when it is not this format. */
function signatureScore(format: SourceFormat, headers: ReadonlySet<string>): number {
  if (!format.required.every((header) => headers.has(header))) return 0;
  const found = format.characteristic.filter((header) => headers.has(header)).length;
  return found >= format.minimum ? found : 0;
}

function identifyFormat(headers: ReadonlySet<string>): SourceFormat | null {
  let best: SourceFormat | null = null;
  let bestScore = 0;
  for (const format of SOURCE_FORMATS) {
    const score = signatureScore(format, headers);
    if (score > bestScore) {
      best = format;
      bestScore = score;
    }
  }
  return best;
}

export function recognizeHeaders(headers: readonly string[]): RecognizedHeaders {
  const normalized = headers.map(normalizeHeader);
  const format = identifyFormat(new Set(normalized.filter((header) => header !== '')));
  // The source's own knowledge comes first; what it does not know may still be an obvious name.
  const mapping = normalized.map((header) => {
    if (header === '') return null;
    return (format === null ? null : sourceField(format, header)) ?? genericField(header);
  });
  if (format !== null) return { source: format.source, mapping };
  return { source: mapping.some((field) => field !== null) ? 'generic' : null, mapping };
}
