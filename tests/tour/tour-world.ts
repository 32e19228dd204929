import { Api } from '../bench/api.ts';
import { seedLongJourney } from '../bench/support/journey-seed.ts';
import { latestVerificationMail, readOutbox } from '@usher/infra/testing/mail-outbox';

/** What the tour needs to reach every screen: the seeded event, its people and the guests' links. */
export interface TourWorld {
  eventUuid: string;
  owner: { email: string; password: string };
  doorStaff: { email: string; password: string };
  journeyId: string;
  communicationId: string;
  hostGroupId: string;
  links: { rsvp: string; pass: string; journey: string; transfer: string; host: string };
}

const DOOR_PASSWORD = 'tour-door-password-1';

/** The first link in the newest mail to `address` whose path starts with `prefix` (the product writes mail to DATA_DIR/mail). */
async function linkMailedTo(mailDir: string, address: string, prefix: string): Promise<string> {
  const pattern = new RegExp(`(https?://[^\\s"<>]+${prefix.replaceAll('/', '\\/')}[^\\s"<>)\\]]+)`);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mails = (await readOutbox(mailDir)).filter((mail) => mail.to.includes(address)).reverse();
    for (const mail of mails) {
      const found = pattern.exec(mail.text)?.[1];
      if (found) return found;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${address} with a ${prefix} link`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/**
 * Builds on the seeded gala what a newcomer's second evening has: the
 * organisation's name, tags, a ticket type, a floor plan with guests seated,
 * a shared host group, a journey, communications (one sent, one draft),
 * invitations out (plain and through the journey), a transfer offered from a
 * pass, and a Check-in Only colleague. All through the product's API, as an
 * organiser's dashboard would.
 */
export async function buildTourWorld(origin: string, mailDir: string, seeded: { eventUuid: string; email: string; password: string }): Promise<TourWorld> {
  const api = new Api(origin);
  await api.login(seeded.email, seeded.password);
  const e = `/api/v2/events/${seeded.eventUuid}`;
  await api.call('POST', '/api/v2/organizations', { name: 'Harbour Friends' });

  const guests = (
    await api.call<{
      data: { id: string; first_name: string; last_name: string; email: string | null; parent_attendee_id: string | null; checked_in: boolean }[];
    }>('GET', `${e}/attendees?per_page=100&sort=created_at`)
  ).data;
  const withEmail = guests.filter((guest) => guest.email && !guest.parent_attendee_id);

  const vip = (await api.call<{ data: { id: string } }>('POST', `${e}/attendee-tags/add`, { name: 'VIP' }, [201])).data.id;
  await api.call('POST', `${e}/attendee-tags/add`, { name: 'Press' }, [201]);
  await api.call('PUT', `${e}/attendees-bulk/add-tags`, { attendees: withEmail.slice(0, 12).map((guest) => guest.id), tags: [vip] });
  await api.call('PUT', `${e}/ticket-variations`, {
    ticket_variations: [
      { name: 'General admission', type: 'ticket', is_default: true },
      { name: 'Backstage', type: 'access_pass' },
    ],
  });

  // Ten round tables of ten, the first thirty guests seated.
  await api.call('PUT', e, { is_seating_enabled: true, seating_type: 'venue' });
  const tables = Array.from({ length: 10 }, (_, i) => ({
    id: crypto.randomUUID(),
    section_id: null,
    name: String(i + 1),
    label: i === 0 ? 'Head table' : null,
    shape: 'round',
    diameter: 60,
    seat_count: 10,
    numbering: 'clockwise',
    aisle_after: [],
    curve: 0,
    x: (i % 5) * 160,
    y: Math.floor(i / 5) * 160,
    width: 60,
    height: 60,
    rotation: 0,
    color: null,
  }));
  const seats = tables.flatMap((table) =>
    Array.from({ length: 10 }, (_, position) => ({
      id: crypto.randomUUID(),
      table_id: table.id,
      seat_legend_id: null,
      name: String(position + 1),
      position,
      disabled: false,
      disabled_message: null,
    })),
  );
  await api.call('POST', `${e}/seating/save`, { created: { tables, seats }, updated: {}, deleted: {} });
  await api.call('POST', `${e}/seating/assign`, { assignments: guests.slice(0, 30).map((guest, i) => ({ attendee_id: guest.id, seat_id: seats[i]!.id })) });

  // A sponsor's table, shared with its host: the host portal's link comes by mail.
  const hostEmail = 'nina.host@harbour-sponsor.example';
  const group = await api.call<{ data: { id: string } }>('POST', `${e}/host-group/add`, {
    name: 'Harbour Bank',
    experience_type: 'pro',
    total_tickets: 8,
    hosts: { created: [{ first_name: 'Nina', last_name: 'Sponsor', email: hostEmail }] },
  });
  await api.call('PUT', `${e}/host-group/share`, { id: group.data.id });

  const journeyId = await seedLongJourney(api, seeded.eventUuid, 6, 'Gala welcome');
  await api.call('PUT', `${e}/journeys/${journeyId}`, { publish: true });

  // Invitations: four plainly, one through the journey; the first guest's pass after a Yes.
  // The seed checked in a fifth of its guests (the list's order by creation time need not be the seed's):
  // the guests who get invitations (and hand a ticket on) are ones not at the door yet.
  const [ada, ben, ...others] = withEmail.filter((guest) => guests.indexOf(guest) >= 45 && !guest.checked_in);
  await api.call('PUT', `${e}/attendees-bulk/invite`, { attendees: [ada!.id, ...others.slice(0, 3).map((guest) => guest.id)] });
  await api.call('PUT', `${e}/attendees-bulk/invite`, { attendees: [ben!.id], journey_id: journeyId });
  const rsvp = await linkMailedTo(mailDir, ada!.email!, '/rsvp/');
  // The journey's invitation links to the same RSVP address, which opens the journey.
  const journey = await linkMailedTo(mailDir, ben!.email!, '/rsvp/');
  const rsvpToken = new URL(rsvp).pathname.split('/').pop()!;
  await api.call('POST', `/api/v2/public/rsvp/${rsvpToken}`, { is_attending: true });
  const pass = (await api.call<{ data: { pass_link: string } }>('GET', `/api/v2/events/attendees/${ada!.id}/pass/link`)).data.pass_link;

  // A ticket handed on from the pass: the new holder's offer comes by mail.
  const passToken = new URL(pass).pathname.split('/').pop()!;
  await api.call('POST', `/api/v2/public/pass/${passToken}/transfer`, { first_name: 'Grace', last_name: 'Hopper', email: 'grace.hopper@example.org' });
  const transfer = await linkMailedTo(mailDir, 'grace.hopper@example.org', '/transfer/');
  const host = await linkMailedTo(mailDir, hostEmail, '/host/');

  // Communications: one sent to the VIPs, one left a draft.
  const sent = (await api.call<{ data: { id: string } }>('POST', `${e}/alerts`, { name: 'Doors open at 7' })).data.id;
  await api.call('PUT', `${e}/alerts/${sent}`, {
    subject: 'Doors open at 7, {guest.first_name}',
    body: '<p>Dear <span data-type="mention" data-id="guest.first_name" data-label="First name">@First name</span>,</p><p>Doors open at 7 pm.</p>',
    audience: { tag_ids: [vip] },
  });
  await api.call('PUT', `${e}/alerts/${sent}`, { send: true });
  const draft = (await api.call<{ data: { id: string } }>('POST', `${e}/alerts`, { name: 'Thank you' })).data.id;

  // A Check-in Only colleague, with a proved address.
  const doorEmail = 'door.staff@harbour-friends.example';
  await api.call('POST', `${e}/administrators`, { email: doorEmail, role: 'check_in' }, [201]);
  const door = new Api(origin);
  const signedUp = await door.call<{ access_token: string }>('POST', '/api/auth/signup', {
    first_name: 'Dora',
    last_name: 'Door',
    email: doorEmail,
    password: DOOR_PASSWORD,
  });
  door.token = signedUp.access_token;
  const deadline = Date.now() + 10_000;
  let code: string | null = null;
  while (!code) {
    code = await latestVerificationMail(mailDir, doorEmail)
      .then((mail) => mail.code)
      .catch(() => null);
    if (!code && Date.now() > deadline) throw new Error('no verification mail for the door staff');
    if (!code) await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await door.call('POST', '/api/auth/submit-email-verification', { code });

  return {
    eventUuid: seeded.eventUuid,
    owner: { email: seeded.email, password: seeded.password },
    doorStaff: { email: doorEmail, password: DOOR_PASSWORD },
    journeyId,
    communicationId: draft,
    hostGroupId: group.data.id,
    links: { rsvp, pass, journey, transfer, host },
  };
}
