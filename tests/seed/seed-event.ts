import type { ServiceContext } from '@usher/infra/context';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import { signup } from '@usher/command/identity/identity-handlers';
import { createEvent } from '@usher/command/events/event-handlers';
import { addAttendees, changeAttendees } from '@usher/command/attendees/attendee-handlers';
import { EMAIL_DOMAINS, FIRST_NAMES, LAST_NAMES } from './sample-people.ts';

const BATCH = 1000;

export interface SeedOptions {
  guests: number;
  log?: (message: string) => void;
}

/** A deterministic pseudo-random sequence, so two seeds of the same size look alike. */
function sequence(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function metadata(user: AuthUser, eventUuid: string | null): EventMetadata {
  return {
    actor: { type: 'user', id: user.id, name: `${user.first_name} ${user.last_name}` },
    event_uuid: eventUuid,
    organisation_id: user.organisation_id,
    correlation_id: crypto.randomUUID(),
    causation_id: null,
    socket_id: null,
    occurred_at: new Date().toISOString(),
    source: 'npm run seed',
  };
}

/**
 * Builds a gala the way an organiser would, through the same command handlers
 * the API uses: an organiser, an event, guests in batches (one in ten bringing
 * a plus-one), then RSVPs, approvals and check-ins on parts of the list.
 */
export async function seedEvent(context: ServiceContext, options: SeedOptions) {
  const log = options.log ?? (() => undefined);
  const random = sequence(options.guests);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const email = `organiser+${Date.now()}@example.com`;
  const system: EventMetadata = {
    actor: { type: 'system', id: null, name: 'seed' },
    event_uuid: null,
    organisation_id: null,
    correlation_id: crypto.randomUUID(),
    causation_id: null,
    socket_id: null,
    occurred_at: new Date().toISOString(),
    source: 'npm run seed',
  };
  // The seed is no visitor: each organiser it makes counts as its own address, so seeding many events is not held to sign-up's limit per address.
  const { user } = await signup(
    context,
    { first_name: 'Gala', last_name: 'Organiser', email, password: 'seed-password-123' },
    { ip: `seed:${email}`, userAgent: 'seed' },
    system,
  );
  const organiser: AuthUser = { ...user, email_verified: user.email_verified_at !== null, sessionTokenHash: '', via: 'bearer' };
  const start = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  const event = await createEvent(
    context,
    organiser,
    {
      settings: {
        name: `Winter Gala (${options.guests.toLocaleString('en-US')} guests)`,
        starts_date: start,
        starts_time: '19:00',
        end_date: start,
        end_time: '23:30',
        is_rsvp: true,
      },
      location: { name: 'The Grand Hall', city: 'Boston', state_region_code: 'MA', country_code: 'US' },
    },
    metadata(organiser, null),
  );
  const eventUuid = event.data.uuid;
  log(`event ${eventUuid} created for ${email}`);

  const person = (n: number, parent: string | null = null) => {
    const first = pick(FIRST_NAMES);
    const last = pick(LAST_NAMES);
    const address = `${first}.${last}.${n}@${pick(EMAIL_DOMAINS)}`
      .normalize('NFKD')
      .replace(/[^\w.@+-]/g, '')
      .toLowerCase();
    return {
      first_name: first,
      last_name: last,
      email: random() < 0.92 ? address : null,
      phone_number: random() < 0.5 ? `+1617555${String(n % 10000).padStart(4, '0')}` : null,
      parent_attendee_id: parent,
    };
  };
  const addInBatches = async (members: ReturnType<typeof person>[]) => {
    const added: string[] = [];
    for (let i = 0; i < members.length; i += BATCH) {
      const result = await addAttendees(context, organiser, eventUuid, members.slice(i, i + BATCH), metadata(organiser, eventUuid));
      added.push(...result.data.map((guest) => guest.id));
      log(`${(i + Math.min(BATCH, members.length - i)).toLocaleString('en-US')} of ${members.length.toLocaleString('en-US')} added`);
    }
    return added;
  };

  // One guest in ten is someone's plus-one; they count towards the total asked for.
  const plusOnes = Math.floor(options.guests / 10);
  const ids = await addInBatches(Array.from({ length: options.guests - plusOnes }, (_, n) => person(n)));
  const parents = ids.filter((_, index) => index % 9 === 0).slice(0, plusOnes);
  ids.push(...(await addInBatches(parents.map((parent, n) => person(ids.length + n, parent)))));

  const share = (from: number, to: number) => ids.slice(Math.floor(ids.length * from), Math.floor(ids.length * to));
  const bulk = async (slice: string[], command: Parameters<typeof changeAttendees>[4]) => {
    for (let i = 0; i < slice.length; i += BATCH) {
      await changeAttendees(context, organiser, eventUuid, slice.slice(i, i + BATCH), command, metadata(organiser, eventUuid));
    }
  };
  await bulk(share(0, 0.6), { type: 'SetRsvp', is_attending: true, at: new Date() });
  await bulk(share(0.6, 0.7), { type: 'SetRsvp', is_attending: false, at: new Date() });
  await bulk(share(0.7, 0.75), { type: 'SetApproval', is_approved: null });
  await bulk(share(0.75, 0.77), { type: 'SetApproval', is_approved: false });
  await bulk(share(0, 0.2), { type: 'CheckIn', at: new Date() });
  log('RSVPs, approvals and check-ins recorded');
  return { eventUuid, organiserEmail: email, password: 'seed-password-123', guests: ids.length };
}
