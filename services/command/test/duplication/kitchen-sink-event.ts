import { expect } from 'vitest';
import type { TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';

// The "kitchen sink" (issue 28): one event holding something of every part
// the product has, for a duplication to copy. event-duplication-kitchen-sink
// .test.ts keeps it complete: a duplication part, or a read-model table keyed
// by event, that this file does not name fails that test until it is added
// here (built below and checked on the copy) or listed as staying behind.

/** Read-model tables (keyed by `event_uuid`) a copy holds rows of, when its source does and guests are copied. */
export const COPIED_TABLES = [
  'rm_attendee_stats',
  'rm_attendee_tags',
  'rm_attendee_versions',
  'rm_attendees',
  'rm_event_capacity',
  'rm_event_communication_settings',
  'rm_event_features',
  'rm_guest_seat_pieces',
  'rm_host_group_tags',
  'rm_journey_versions',
  'rm_journeys',
  'rm_report_counts',
  'rm_report_guests',
  'rm_seating_canvas_objects',
  'rm_seating_legends',
  'rm_seating_plans',
  'rm_seating_seats',
  'rm_seating_sections',
  'rm_seating_tables',
  'rm_templates',
] as const;

/** Read-model tables keyed by event that a copy does not take from its source, and why (README "Duplicate event"). */
export const TABLES_LEFT_BEHIND: Record<string, string> = {
  rm_action_alerts: "alerts are a team member's own subscriptions; the team is not copied",
  rm_activity_logs: 'the copy has its own history, from its creation',
  rm_alerts: 'communications (alerts) are not copied',
  rm_attendee_forgettings: "records of erasure belong to the source's guests",
  rm_attendee_removals: 'records of removed guests belong to the source',
  rm_attendee_stats_versions: "counters over time are the source's history",
  rm_attendee_tabs: 'saved guest-list views are not copied',
  rm_column_settings: "a person's guest-list columns are not copied",
  rm_event_administrators: "the team is not copied (the creator is the copy's editor)",
  rm_guest_journeys: "guests' progress through journeys starts afresh",
  rm_host_group_hosts: 'host groups and their hosts are not copied',
  rm_host_groups: 'host groups and their hosts are not copied',
  rm_outbound_messages: "mail sent is the source's history",
  rm_pass_generations: "passes are issued to the copy's guests afresh",
  rm_seating_table_owners: 'table owners are not copied',
  rm_smtp_configurations: "the SMTP password never enters the log: the copy sends through the instance's mail",
  rm_support_questions: "support conversations are the source's",
  rm_suppressions: "suppressed addresses are the source's delivery history",
  rm_ticket_transfers: "ticket transfers are the source's guests' history",
  rm_waitlist_entries: "the waitlist is the source's guests' queue",
  rm_webhook_endpoints: 'webhooks are integrations of their own, not copied',
};

export interface KitchenSink {
  uuid: string;
  ids: Record<string, string>;
}

// Replies are read loosely here: the routes' own tests hold their shapes.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Send = (method: 'POST' | 'PUT', url: string, payload: object) => Promise<{ data: any }>;

/** Builds the kitchen-sink event through the API, as an organiser would. */
export async function buildKitchenSink(t: TestApp, owner: Auth): Promise<KitchenSink> {
  const send: Send = async (method, url, payload) => {
    const response = await t.app.inject({ method, url: `/api/v2${url}`, headers: owner, payload });
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
    return response.json();
  };
  const event = await createEvent(t, owner, { name: 'Kitchen sink', is_seating_enabled: true });
  const e = `/events/${event.uuid}`;
  // Pass settings, custom fields, the default fields, ticket variations, what passes say.
  await send('PUT', `${e}/pass-settings`, { access: { background_color: '#0B3D2E', text_color: '#F5E6C8' } });
  const field = (await send('POST', `${e}/custom-fields`, { label: 'Dietary needs', type: 'single_choice', options: ['Vegan', 'None'] })).data;
  await send('PUT', `${e}/default-fields`, { default_fields: { phone_number: { is_visible: true, is_required: false } } });
  const variations = (
    await send('PUT', `${e}/ticket-variations`, {
      ticket_variations: [
        { name: 'VIP', type: 'ticket', is_default: true },
        { name: 'Standard', type: 'access_pass' },
      ],
    })
  ).data;
  await send('PUT', `${e}/event-data`, { fields_order_before_checkin: ['full_name', `custom_fields.${field.id}`] });
  // The badges show the custom field under the name; 120 places, 20 of them VIP, offers held 48 hours by hand.
  await send('PUT', `${e}/badge-layout`, { size: '4x6', secondary_field: `custom_fields.${field.id}`, show_table: true, show_qr: false });
  await send('PUT', `${e}/capacity`, { capacity: 120, variation_capacities: { [variations[0].id]: 20 }, offer_hours: 48, offer_mode: 'manual' });
  // Tags, host group tags, a host group.
  const tag = (await send('POST', `${e}/attendee-tags/add`, { name: 'VIP', color: '#EF4444' })).data;
  const groupTag = (await send('POST', `${e}/host-group-tags/add`, { name: 'Sponsors' })).data;
  await send('POST', `${e}/host-group/add`, {
    name: 'Partners',
    total_tickets: 2,
    experience_type: 'go',
    hosts: { created: [{ first_name: 'Hal', last_name: 'Host', email: `hal-${event.uuid}@hosts.test`, attending_with_group: false }] },
  });
  // A template in use, with tracking settings.
  const template = (
    await send('POST', `${e}/templates`, {
      name: 'Our invitation',
      notification_type: 'invitation',
      subject: 'Come to {event.name}',
      body: '<p>Hello</p>',
      translations: { de: { subject: 'Willkommen zu {event.name}', body: '<p>Hallo</p>' } },
      activate: true,
    })
  ).data;
  // The floor plan: a section, a table with its seats, a legend, a shape.
  const section = (await send('POST', `${e}/seating/sections/add`, { name: 'Floor' })).data;
  const legend = (await send('POST', `${e}/seating/legends/add`, { name: 'Accessible', color: '#1E88E5' })).data;
  const table = (await send('POST', `${e}/seating/tables/add`, { name: '1', shape: 'round', diameter: 60, section_id: section.id })).data;
  await send('POST', `${e}/seating/objects/add`, { type: 'TextField', text: 'Stage' });
  // Features and a published journey.
  const feature = (await send('POST', `${e}/features`, { kind: 'agenda', title: 'Agenda', items: [{ title: 'Doors open', detail: '', time: '18:30' }] })).data;
  const journey = (await send('POST', `${e}/journeys/create`, { name: 'RSVP', template_key: 'rsvp_only' })).data;
  await send('PUT', `${e}/journeys/${journey.id}`, { publish: true });
  // A draft step asking a custom field, after the published version.
  const drafted = (
    await send('PUT', `${e}/journeys/${journey.id}/add-step`, { step: { type: 'form', name: 'Details', form_fields: ['first_name', `custom:${field.id}`] } })
  ).data;
  // Its branch for the guests with a tag.
  const details = drafted.draft.steps.find((step: { name: string }) => step.name === 'Details');
  await send('PUT', `${e}/journeys/${journey.id}/${details.id}/update-action`, {
    actions: [{ type: 'condition', conditions: [{ type: 'has_tag', tag_id: tag.id }] }, { type: 'submit_form' }],
  });
  // Guests: custom values, a tag, a ticket variation, a plus-one, a seat.
  const [ana, ben] = await addGuests(t, owner, event.uuid, [
    { first_name: 'Ana', last_name: 'Ruiz', email: `ana-${event.uuid}@guests.test`, custom_fields: { [field.id]: 'Vegan' } } as never,
    { first_name: 'Ben', last_name: 'Okafor' },
  ]);
  await addGuests(t, owner, event.uuid, [{ first_name: 'Plus', last_name: 'One', parent_attendee_id: ana!.id }]);
  await send('PUT', `${e}/attendees-bulk/add-tags`, { attendees: [ana!.id], tags: [tag.id] });
  await send('PUT', `${e}/attendees-bulk/set-ticket-variation`, { attendees: [ana!.id], ticket_variation_id: variations[0].id });
  await t.settle();
  const seats = (await getJson(t, owner, `/api/v2${e}/seating/seats`)).seats as { id: string }[];
  await send('POST', `${e}/seating/assign`, { assignments: [{ attendee_id: ben!.id, seat_id: seats[0]!.id }] });
  await t.settle();
  return {
    uuid: event.uuid,
    ids: {
      field: field.id,
      variation: variations[0].id,
      tag: tag.id,
      groupTag: groupTag.id,
      template: template.id,
      section: section.id,
      legend: legend.id,
      table: table.id,
      feature: feature.id,
      journey: journey.id,
      ana: ana!.id,
      ben: ben!.id,
    },
  };
}

/**
 * Each duplication part's check on the copy of the kitchen sink: what the
 * part must have brought over. Keyed by the part's key in DUPLICATION_PARTS.
 */
export const PART_CHECKS: Record<string, (t: TestApp, owner: Auth, source: KitchenSink, copyUuid: string) => Promise<void>> = {
  async pass_settings(t, owner, _source, copy) {
    const event = (await getJson(t, owner, `/api/v2/events/${copy}`)).data;
    expect(event.pass_settings.access).toMatchObject({ background_color: '#0B3D2E', text_color: '#F5E6C8' });
  },
  async custom_fields(t, owner, source, copy) {
    const event = (await getJson(t, owner, `/api/v2/events/${copy}`)).data;
    expect(event.custom_fields).toEqual([expect.objectContaining({ label: 'Dietary needs', type: 'single_choice', options: ['Vegan', 'None'] })]);
    expect(event.custom_fields[0].id).not.toBe(source.ids.field);
    expect(event.default_fields.phone_number).toMatchObject({ is_visible: true, is_required: false });
    expect(
      event.ticket_variations.map((variation: { name: string; type: string; is_default: boolean }) => [variation.name, variation.type, variation.is_default]),
    ).toEqual([
      ['VIP', 'ticket', true],
      ['Standard', 'access_pass', false],
    ]);
    expect(event.ticket_variations[0].id).not.toBe(source.ids.variation);
  },
  async event_data(t, owner, _source, copy) {
    const event = (await getJson(t, owner, `/api/v2/events/${copy}`)).data;
    expect(event.event_data.fields_order_before_checkin).toEqual(['full_name', `custom_fields.${event.custom_fields[0].id}`]);
  },
  async badge_layout(t, owner, _source, copy) {
    const event = (await getJson(t, owner, `/api/v2/events/${copy}`)).data;
    const layout = (await getJson(t, owner, `/api/v2/events/${copy}/badge-layout`)).data;
    expect(layout).toMatchObject({ size: '4x6', secondary_field: `custom_fields.${event.custom_fields[0].id}`, show_table: true, show_qr: false });
  },
  async capacity(t, owner, _source, copy) {
    const event = (await getJson(t, owner, `/api/v2/events/${copy}`)).data;
    const { capacity, entries } = (await getJson(t, owner, `/api/v2/events/${copy}/waitlist`)).data;
    expect(capacity).toMatchObject({
      is_set: true,
      capacity: 120,
      variation_capacities: { [event.ticket_variations[0].id]: 20 },
      offer_hours: 48,
      offer_mode: 'manual',
    });
    expect(entries).toEqual([]);
  },
  async tags(t, owner, source, copy) {
    const tags = (await getJson(t, owner, `/api/v2/events/${copy}/attendee-tags`)).attendee_tags;
    expect(tags).toEqual([expect.objectContaining({ name: 'VIP', color: '#EF4444' })]);
    expect(tags[0].id).not.toBe(source.ids.tag);
  },
  async group_tags(t, owner, _source, copy) {
    const tags = (await getJson(t, owner, `/api/v2/events/${copy}/host-group-tags`)).host_group_tags;
    expect(tags).toEqual([expect.objectContaining({ name: 'Sponsors' })]);
  },
  async templates(t, owner, source, copy) {
    const templates = (await getJson(t, owner, `/api/v2/events/${copy}/templates`)).data;
    expect(templates).toEqual([
      expect.objectContaining({
        name: 'Our invitation',
        notification_type: 'invitation',
        is_active: true,
        // Its words in other languages come along.
        translations: { de: { subject: 'Willkommen zu {event.name}', body: '<p>Hallo</p>' } },
      }),
    ]);
    expect(templates[0].id).not.toBe(source.ids.template);
  },
  async floor_plan(t, owner, source, copy) {
    const read = async (path: string, key = path) => (await getJson(t, owner, `/api/v2/events/${copy}/seating/${path}`))[key];
    const [sections, tables, seats, legends, objects] = [
      await read('sections'),
      await read('tables'),
      await read('seats'),
      await read('legends', 'seat_legends'),
      await read('objects', 'canvas_objects'),
    ];
    expect(sections).toEqual([expect.objectContaining({ name: 'Floor' })]);
    expect(tables).toEqual([expect.objectContaining({ name: '1', section_id: sections[0].id, seat_count: 10 })]);
    expect(tables[0].id).not.toBe(source.ids.table);
    expect(seats).toHaveLength(10);
    expect(legends).toEqual([expect.objectContaining({ name: 'Accessible' })]);
    expect(objects).toEqual([expect.objectContaining({ type: 'TextField' })]);
  },
  async features(t, owner, source, copy) {
    const features = (await getJson(t, owner, `/api/v2/events/${copy}/features`)).data;
    expect(features).toEqual([expect.objectContaining({ kind: 'agenda', title: 'Agenda' })]);
    expect(features[0].id).not.toBe(source.ids.feature);
  },
  async journeys(t, owner, source, copy) {
    const journeys = (await getJson(t, owner, `/api/v2/events/${copy}/journeys/list`)).data;
    expect(journeys).toEqual([expect.objectContaining({ name: 'RSVP', published_version: 1 })]);
    expect(journeys[0].id).not.toBe(source.ids.journey);
    // The form asks the copy's custom field, not the source's.
    const event = (await getJson(t, owner, `/api/v2/events/${copy}`)).data;
    const journey = (await getJson(t, owner, `/api/v2/events/${copy}/journeys/${journeys[0].id}`)).data;
    const form = journey.draft.steps.find((step: { name: string }) => step.name === 'Details');
    expect(form.form_fields).toEqual(['first_name', `custom:${event.custom_fields[0].id}`]);
    const tags = (await getJson(t, owner, `/api/v2/events/${copy}/attendee-tags`)).attendee_tags;
    expect(form.actions[0].conditions).toEqual([{ type: 'has_tag', tag_id: tags[0].id }]);
  },
  async guests(t, owner, source, copy) {
    const event = (await getJson(t, owner, `/api/v2/events/${copy}`)).data;
    const guests = (await getJson(t, owner, `/api/v2/events/${copy}/attendees?sort=created_at`)).data as Record<
      string,
      Record<string, unknown> | string | null
    >[];
    const byName = new Map(guests.map((guest) => [guest.first_name, guest]));
    // Hal hosts the source's host group: a guest of the event in his own right; the group stays behind.
    expect([...byName.keys()].sort()).toEqual(['Ana', 'Ben', 'Hal', 'Plus']);
    const ana = byName.get('Ana')!;
    expect(ana.id).not.toBe(source.ids.ana);
    expect(ana).toMatchObject({ last_name: 'Ruiz', tags: ['VIP'], checked_in: false });
    expect(ana.custom_fields).toMatchObject({ [event.custom_fields[0].id]: 'Vegan' });
    expect(ana.ticket_variation).toMatchObject({ id: event.ticket_variations[0].id, name: 'VIP' });
    expect(byName.get('Plus')).toMatchObject({ parent_attendee_id: ana.id });
    // Who sits where stays behind: the copy's guests start without seats.
    expect(byName.get('Ben')).toMatchObject({ seat_id: null });
  },
};
