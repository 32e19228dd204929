import { personalActorSubject, personalDataRules } from '@usher/events';
import type { StoredEvent } from '@usher/infra/eventstore/types';

/** Everything personal a guest's history ever held, to find copies of it outside the log. */
export interface PersonalTraces {
  emails: Set<string>;
  /** Phone numbers as digits only. */
  phones: Set<string>;
  /** First and last name pairs, lower-cased. */
  names: { first: string; last: string }[];
  /** Every other personal text (custom-field values, messages), lower-cased. */
  texts: Set<string>;
}

const lower = (value: string) => value.trim().toLowerCase();
const digits = (value: string) => value.replace(/\D/g, '');

/** The personal values of a guest's decrypted history, as they were at every point of it. */
export function personalTracesOf(history: StoredEvent[]): PersonalTraces {
  const traces: PersonalTraces = { emails: new Set(), phones: new Set(), names: [], texts: new Set() };
  let name = { first: '', last: '' };
  const note = (field: string, value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '') {
      if (Array.isArray(value)) value.forEach((item) => note('', item));
      else if (value && typeof value === 'object') Object.entries(value).forEach(([key, item]) => note(key, item));
      return;
    }
    if (field === 'email') traces.emails.add(lower(value));
    else if (field === 'phone_number') traces.phones.add(digits(value));
    else if (field === 'first_name') name = { ...name, first: lower(value) };
    else if (field === 'last_name') name = { ...name, last: lower(value) };
    else traces.texts.add(lower(value));
  };
  for (const event of history) {
    const rule = personalDataRules[event.type];
    if (rule) for (const field of Object.keys(rule.fields)) note(field, event.data[field]);
    if (event.type === 'AttendeeAdded' || event.type === 'AttendeeDetailsChanged') traces.names.push({ ...name });
    if (personalActorSubject(event.metadata.actor) && event.metadata.actor.name) traces.texts.add(lower(event.metadata.actor.name));
  }
  traces.names = traces.names.filter((n) => n.first || n.last);
  for (const { first, last } of traces.names) traces.texts.add(`${first} ${last}`.trim());
  traces.phones.delete('');
  return traces;
}

/** Does an uploaded row stand for this guest? By email or phone, or by name when the row names no other address. */
export function rowIsTheGuests(cells: readonly string[], traces: PersonalTraces): boolean {
  const values = cells.map((cell) => lower(String(cell ?? '')));
  if (values.some((value) => traces.emails.has(value))) return true;
  if (values.some((value) => digits(value).length >= 7 && [...traces.phones].some((phone) => phone.endsWith(digits(value)) || digits(value).endsWith(phone))))
    return true;
  const otherEmail = values.some((value) => value.includes('@') && !traces.emails.has(value));
  if (otherEmail) return false;
  const present = new Set(values);
  return traces.names.some(({ first, last }) => (present.has(first) && (!last || present.has(last))) || present.has(`${first} ${last}`.trim()));
}

/** Does this text repeat something personal of the guest? */
export function mentionsTheGuest(text: string, traces: PersonalTraces): boolean {
  const value = lower(text);
  if (value === '') return false;
  return traces.emails.has(value) || traces.texts.has(value) || (digits(value).length >= 6 && traces.phones.has(digits(value)));
}
