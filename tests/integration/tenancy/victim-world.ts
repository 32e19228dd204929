import { expect } from 'vitest';
import type { TestApp } from '@usher/infra/testing/test-app';
import { addGuests, multipartFile, type Auth } from '@usher/infra/testing/api-helpers';
import { seatingWorld } from '../permission-matrix/policies-seating-commands.ts';

// Another organisation's event with one object of each kind a request body
// can name by id: the tenant whose data the other organiser's requests must
// never reach. Its ids are keyed as the permission matrix's world keys the
// organiser's own (`tag`, `seating.legend`, …), so a body that names one of
// the organiser's objects can be sent naming the victim's of the same kind.

async function call(t: TestApp, auth: Auth, method: 'POST' | 'PUT', url: string, payload: object) {
  const response = await t.app.inject({ method, url, headers: auth, payload });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
}

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The victim's objects by kind; `organisation` is its organisation's id. */
export async function victimWorld(t: TestApp, auth: Auth, event: string, userId: string): Promise<Record<string, string>> {
  const e = `/api/v2/events/${event}`;
  const [guest] = await addGuests(t, auth, event, [{ first_name: 'Vera', last_name: 'Victim', email: 'vera@victims.example' }]);
  const tag = await call(t, auth, 'POST', `${e}/attendee-tags/add`, { name: 'Victim VIP', color: '#2D4CD7' });
  const groupTag = await call(t, auth, 'POST', `${e}/host-group-tags/add`, { name: 'Victim sponsors' });
  const group = await call(t, auth, 'POST', `${e}/host-group/add`, {
    name: 'Victim partners',
    total_tickets: 2,
    experience_type: 'go',
    hosts: { created: [{ first_name: 'Vic', last_name: 'Host', email: 'vic@victims.example', attending_with_group: false }] },
  });
  const tab = await call(t, auth, 'POST', `${e}/attendee-tabs`, { name: 'Victim tab', filters: { filter: 'checked_in' } });
  const field = await call(t, auth, 'POST', `${e}/custom-fields`, { label: 'Victim meal', type: 'text' });
  const image = multipartFile('victim.png', PNG, 'image/png');
  const media = await t.app.inject({
    method: 'POST',
    url: `/api/v2/pass/file-upload?event_uuid=${event}`,
    headers: { ...auth, ...image.headers },
    payload: image.payload,
  });
  expect(media.statusCode, media.body).toBeLessThan(300);
  const journey = await call(t, auth, 'POST', `${e}/journeys/create`, { name: 'Victim journey', template_key: 'rsvp_only' });
  const template = await call(t, auth, 'POST', `${e}/templates`, {
    name: 'Victim invitation',
    notification_type: 'invitation',
    subject: 'Come',
    body: '<p>Hello</p>',
  });
  const smtp = await call(t, auth, 'POST', `${e}/smtp-configurations`, {
    name: 'Victim mail',
    host: 'smtp.victim.test',
    port: 587,
    security: 'starttls',
    username: 'victim',
    password: 'secret',
    from_email: 'events@victim.test',
  });
  const alert = await call(t, auth, 'POST', `${e}/alerts`, { name: 'Victim note' });
  const feature = await call(t, auth, 'POST', `${e}/features`, {
    kind: 'agenda',
    title: 'Victim agenda',
    items: [{ title: 'Doors', detail: '', time: '18:30' }],
  });
  const variations = await call(t, auth, 'PUT', `${e}/ticket-variations`, {
    ticket_variations: [{ name: 'Victim general', type: 'access_pass', is_default: true }],
  });
  const seating = await seatingWorld(t, auth, event);
  await t.settle();
  return {
    event,
    user: userId,
    guest: guest!.id,
    tag: tag.data.id,
    groupTag: groupTag.data.id,
    goGroup: group.data.id,
    tab: tab.data.id,
    customField: field.data.id,
    media: media.json().data.id,
    journey: journey.data.id,
    journeyStep: journey.data.draft.steps[1].id,
    template: template.data.id,
    smtpConfiguration: smtp.data.id,
    'alerts.draft': alert.data.id,
    ticketVariation: variations.data[0].id,
    feature: feature.data.id,
    ...Object.fromEntries(Object.entries(seating).map(([kind, id]) => [`seating.${kind}`, id])),
  };
}
