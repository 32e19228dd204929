import { DomainError } from '@usher/domain/deciders/domain-error';
import { FIELD_LABEL_PLACEHOLDER, isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@usher/domain/validation/safe-text';
import { tagNameKey } from '@usher/domain/deciders/attendee-tag-rules';
import { validateAttendeeContact } from '@usher/domain/deciders/attendee-rules';
import { parseHostGroupInput } from '@usher/domain/host-groups/host-group-rules';
import { hostGroupTagDecider } from '@usher/domain/deciders/host-group-tag-decider';
import { fold } from '@usher/domain/deciders/decider';
import { streamIds } from '@usher/events';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import { toDomainEvent } from '../handling/execute.ts';
import { readUploadFile } from '../uploads/read-upload-file.ts';
import { sheetRowsOf } from '@usher/infra/spreadsheets/read-spreadsheet';
import { createGroups, type GroupSave } from './host-group-handlers.ts';
import { decideOnGroupTags } from './host-group-tag-handlers.ts';

export const MAX_GROUP_ROWS = 500;

/** Header names people use for each column, compared without case, spaces or punctuation. */
const COLUMNS: Record<string, readonly string[]> = {
  name: ['groupname', 'name', 'group', 'company'],
  total_tickets: ['totaltickets', 'tickets', 'totalallocated', 'allocated'],
  tag: ['grouptag', 'tag'],
  experience_type: ['experiencetype', 'groupsettings', 'hosttype', 'experience'],
  host_first_name: ['hostfirstname', 'hostname'],
  host_last_name: ['hostlastname'],
  host_email: ['hostemail', 'email'],
};

const key = (header: string) => header.toLowerCase().replace(/[^a-z]/g, '');

/** 'GO Host', 'go', 'PRO Host', 'pro': the table's filter labels are accepted as well as the values. */
function experienceOf(value: string | undefined): string | undefined {
  const word = value
    ?.trim()
    .toLowerCase()
    .replace(/\s*host$/, '');
  return word ? word : undefined;
}

/**
 * One group per row of a CSV or XLSX file (read the same way as guest uploads):
 * Group Name, Total Tickets, Group Tag, Experience Type and a host's first name,
 * last name and email. New tag names join the event's group tags first; then
 * every group is created in one transaction, so a file with a bad row adds
 * no group (the 422 names the row: `rows.{n}.{field}`).
 */
export async function uploadGroups(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  file: { bytes: Buffer; fileName: string },
  metadata: EventMetadata,
) {
  const uploaded = await readUploadFile(file.bytes, file.fileName);
  const index = Object.fromEntries(
    Object.entries(COLUMNS).map(([field, names]) => [field, uploaded.headers.findIndex((header) => names.includes(key(header)))]),
  );
  if (index.name === -1) throw DomainError.validation({ file: ['The file needs a Group Name column.'] });
  // Counted before the rows are parsed back on this thread (the reader keeps only rows with something in them).
  if (uploaded.rowCount > MAX_GROUP_ROWS) throw DomainError.validation({ file: [`The file may not have more than ${MAX_GROUP_ROWS} groups.`] });
  const sheet = sheetRowsOf(uploaded);
  const rows = sheet.rows.filter((row) => row.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) throw DomainError.validation({ file: ['The file has no groups.'] });
  if (rows.length > MAX_GROUP_ROWS) throw DomainError.validation({ file: [`The file may not have more than ${MAX_GROUP_ROWS} groups.`] });
  const cell = (row: string[], field: string) => (index[field]! >= 0 ? row[index[field]!]?.trim() : undefined) || undefined;
  // Before anything is created from them (group tags are): a cell PostgreSQL cannot store refuses the file, by row.
  const unstorable: Record<string, string[]> = {};
  rows.forEach((row, n) => {
    const rowNumber = sheet.rowNumbers[sheet.rows.indexOf(row)] ?? n + 2;
    for (const field of Object.keys(COLUMNS)) {
      const value = cell(row, field);
      if (value !== undefined && !isStorableText(value))
        unstorable[`rows.${rowNumber}.${field}`] = [UNSTORABLE_TEXT_MESSAGE.replace(FIELD_LABEL_PLACEHOLDER, 'This field')];
    }
  });
  if (Object.keys(unstorable).length > 0) throw DomainError.validation(unstorable);

  const tags = fold(hostGroupTagDecider, (await context.store.readStream(streamIds.hostGroupTags(eventUuid))).map(toDomainEvent)).tags;
  const tagIds = new Map(tags.map((tag) => [tagNameKey(tag.name), tag.id]));
  for (const name of new Set(rows.map((row) => cell(row, 'tag')).filter((name): name is string => !!name))) {
    if (tagIds.has(tagNameKey(name))) continue;
    const tagId = context.ids.uuid();
    await decideOnGroupTags(context, eventUuid, { type: 'AddHostGroupTag', event_uuid: eventUuid, tag_id: tagId, name }, metadata);
    tagIds.set(tagNameKey(name), tagId);
  }

  const saves: GroupSave[] = rows.map((row) => {
    const tag = cell(row, 'tag');
    const hostEmail = cell(row, 'host_email');
    return {
      fields: {
        name: cell(row, 'name') ?? '',
        ...(cell(row, 'total_tickets') !== undefined && { total_tickets: cell(row, 'total_tickets') }),
        ...(tag && { host_group_tag_id: tagIds.get(tagNameKey(tag)) }),
        ...(experienceOf(cell(row, 'experience_type')) && { experience_type: experienceOf(cell(row, 'experience_type')) }),
      },
      hosts:
        hostEmail || cell(row, 'host_first_name')
          ? { created: [{ first_name: cell(row, 'host_first_name') ?? hostEmail, last_name: cell(row, 'host_last_name') ?? '', email: hostEmail ?? null }] }
          : {},
    };
  });
  // Every row checked before anything is written, each error under its spreadsheet row number.
  const errors: Record<string, string[]> = {};
  const knownTagIds = new Set(tagIds.values());
  saves.forEach((save, n) => {
    const rowNumber = sheet.rowNumbers[sheet.rows.indexOf(rows[n]!)] ?? n + 2;
    const { errors: fieldErrors } = parseHostGroupInput(save.fields, { partial: false, knownTagIds });
    const host = save.hosts?.created?.[0];
    if (host) Object.assign(fieldErrors, validateAttendeeContact(host, { partial: false, prefix: 'host_' }));
    for (const [field, messages] of Object.entries(fieldErrors)) errors[`rows.${rowNumber}.${field}`] = messages;
  });
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
  return createGroups(context, user, eventUuid, saves, metadata);
}
