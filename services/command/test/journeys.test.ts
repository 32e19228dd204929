import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { streamIds } from '@usher/events';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { rsvpTokenFor } from '@usher/read-models/passes/guest-links';
import { savePlan, seatGuest, venueTable } from '@usher/infra/testing/seating-fixtures';

// Journeys through the routes: the organiser's writes and reads, and a
// guest going through a published journey by their invitation token.

let t: TestApp;
let owner: Auth;
let viewer: Auth;
let stranger: Auth;
let eventUuid: string;

async function teamMember(role: string): Promise<Auth> {
  const email = `${role}-${randomUUID().slice(0, 8)}@team.example`;
  const invited = await t.app.inject({ method: 'POST', url: `/api/v2/events/${eventUuid}/administrators`, headers: owner, payload: { email, role } });
  expect(invited.statusCode, invited.body).toBeLessThan(300);
  await t.settle();
  return (await t.signUp({ email }, { verifyEmail: true })).auth;
}

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { communicationsEngine: false });
  owner = (await t.signUp()).auth;
  stranger = (await t.signUp()).auth;
  eventUuid = (await createEvent(t, owner, { name: 'Summer Gala', timezone: 'Europe/Brussels' })).uuid;
  viewer = await teamMember('viewer');
});
afterAll(async () => {
  await t.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = owner) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
const base = (e = eventUuid) => `/api/v2/events/${e}/journeys`;

interface Journey {
  id: string;
  draft: {
    start_step_id: string | null;
    steps: { id: string; name: string; type: string; actions: { id: string; type: string; to_step_id: string | null }[] }[];
  };
  published_version: number | null;
  is_default: boolean;
}

async function newJourney(body: object = { name: 'Welcome' }): Promise<Journey> {
  const response = await call('POST', `${base()}/create`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

const publish = (id: string, extra: object = {}) => call('PUT', `${base()}/${id}`, { publish: true, ...extra });

async function guestWithToken(firstName = 'Ada') {
  const [guest] = await addGuests(t, owner, eventUuid, [{ first_name: firstName, email: `${randomUUID().slice(0, 8)}@guest.example` }]);
  return { id: guest!.id, token: await rsvpTokenFor(t.context.db, guest!.id) };
}
const openJourney = (token: string) => t.app.inject({ method: 'GET', url: `/api/v2/public/journey/${token}` });
const answer = (token: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/v2/public/journey/${token}/answer`, payload });

describe('organiser routes', () => {
  it('lists the default templates; creates from one with fresh ids; a blank name and an unknown template answer 422', async () => {
    const templates = await call('GET', `${base()}/default-templates`, undefined, viewer);
    expect(templates.statusCode).toBe(200);
    expect(templates.json().data.map((template: { key: string }) => template.key)).toEqual(['rsvp_only', 'welcome_rsvp_details', 'vip_welcome']);

    const journey = await newJourney({ name: 'RSVP', template_key: 'rsvp_only' });
    expect(journey.draft.steps.map((step) => step.name)).toEqual(['RSVP', 'Sorry you cannot make it']);
    expect(journey.draft.steps.every((step) => step.id !== 'rsvp' && step.id !== 'declined')).toBe(true);

    const blank = await call('POST', `${base()}/create`, { name: '  ' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ name: ['The name is required.'] });
    const unknown = await call('POST', `${base()}/create`, { name: 'X', template_key: 'nope' });
    expect(unknown.json().errors).toEqual({ template_key: ['The selected template is invalid.'] });
  });

  it('edits a draft: add steps, connect them; a loop answers 422 with the step names; publish freezes version 1', async () => {
    const journey = await newJourney();
    const first = (await call('PUT', `${base()}/${journey.id}/add-step`, { step: { type: 'page', name: 'Hello' } })).json().data as Journey;
    const hello = first.draft.steps[0]!;
    expect(first.draft.start_step_id).toBe(hello.id);
    const second = (await call('PUT', `${base()}/${journey.id}/add-step`, { step: { type: 'page', name: 'Bye' } })).json().data as Journey;
    const bye = second.draft.steps[1]!;
    const connected = await call('PUT', `${base()}/${journey.id}/${hello.id}/update-action`, { actions: [{ type: 'to', to_step_id: bye.id }] });
    expect(connected.statusCode, connected.body).toBe(200);
    const loop = await call('PUT', `${base()}/${journey.id}/${bye.id}/update-action`, { actions: [{ type: 'to', to_step_id: hello.id }] });
    expect(loop.statusCode).toBe(422);
    expect(Object.values(loop.json().errors).flat()[0]).toMatch(/"Hello" → "Bye" lead back to themselves/);

    const published = await publish(journey.id);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ published_version: 1, has_unpublished_changes: false });
    const renamed = await call('PUT', `${base()}/${journey.id}/${bye.id}/update-step`, { name: 'Goodbye' });
    expect(renamed.json().data).toMatchObject({ published_version: 1, has_unpublished_changes: true });
    expect(renamed.json().data.published.steps[1].name).toBe('Bye');

    await t.settle();
    const shown = await call('GET', `${base()}/${journey.id}`, undefined, viewer);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().data).toMatchObject({ published_version: 1, has_unpublished_changes: true });
    expect((await call('GET', `${base()}/list`, undefined, viewer)).json().data.map((row: { id: string }) => row.id)).toContain(journey.id);
  });

  it('publishing an incomplete journey answers 422 by field', async () => {
    const journey = await newJourney();
    await call('PUT', `${base()}/${journey.id}/add-step`, { step: { type: 'form', name: 'Details' } });
    const refused = await publish(journey.id);
    expect(refused.statusCode).toBe(422);
    expect(Object.values(refused.json().errors).flat()).toEqual(
      expect.arrayContaining(['The form "Details" needs one Submit.', 'The form "Details" has no questions.']),
    );
  });

  it('refuses a question that is no field of the event, on saving and on publishing (issue 28)', async () => {
    const message = "This question is not a field of the event: choose a guest detail or one of the event's custom fields.";
    const journey = await newJourney({ name: 'Questions' });
    const added = await call('PUT', `${base()}/${journey.id}/add-step`, { step: { type: 'form', name: 'Details', form_fields: ['first_name', 'nickname'] } });
    expect(added.statusCode, added.body).toBe(422);
    expect(added.json().errors).toEqual({ 'step.form_fields.1': [message] });
    const form = (await call('PUT', `${base()}/${journey.id}/add-step`, { step: { type: 'form', name: 'Details', form_fields: ['first_name'] } })).json()
      .data as Journey;
    const step = form.draft.steps.find((each) => each.name === 'Details')!;
    const stranger = await call('PUT', `${base()}/${journey.id}/${step.id}/update-step`, { form_fields: ['email', `custom:${randomUUID()}`] });
    expect(stranger.statusCode, stranger.body).toBe(422);
    expect(stranger.json().errors).toEqual({ 'form_fields.1': [message] });

    // A custom field deleted after the form asked it is not published.
    const field = (await call('POST', `/api/v2/events/${eventUuid}/custom-fields`, { label: 'Shoe size', type: 'text' })).json().data;
    expect((await call('PUT', `${base()}/${journey.id}/${step.id}/update-step`, { form_fields: ['first_name', `custom:${field.id}`] })).statusCode).toBe(200);
    await call('PUT', `${base()}/${journey.id}/${step.id}/update-action`, { actions: [{ type: 'submit_form' }] });
    await call('PUT', `${base()}/${journey.id}`, { start_step_id: step.id });
    expect((await call('DELETE', `/api/v2/events/${eventUuid}/custom-fields/${field.id}`)).statusCode).toBeLessThan(300);
    const refused = await publish(journey.id);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors).toEqual({ [`steps.${step.id}.form_fields.1`]: [message] });
  });

  it('viewers read but do not write; another organisation gets 404', async () => {
    const journey = await newJourney();
    expect((await call('POST', `${base()}/create`, { name: 'Mine' }, viewer)).statusCode).toBe(403);
    expect((await call('PUT', `${base()}/${journey.id}`, { name: 'Mine' }, viewer)).statusCode).toBe(403);
    expect((await call('GET', `${base()}/${journey.id}`, undefined, stranger)).statusCode).toBe(404);
    expect((await call('PUT', `${base()}/${journey.id}`, { name: 'Theirs' }, stranger)).statusCode).toBe(404);
    const otherEvent = (await createEvent(t, owner, { name: 'Other' })).uuid;
    expect((await call('PUT', `${base(otherEvent)}/${journey.id}`, { name: 'Moved' })).statusCode).toBe(404);
  });

  it('duplicates a draft with new ids; making one default takes it from the other; delete removes it', async () => {
    const journey = await newJourney({ name: 'VIP', template_key: 'vip_welcome' });
    const copy = await call('POST', `${base()}/${journey.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json().data.name).toBe('VIP (copy)');
    expect(copy.json().data.draft.steps.map((step: { id: string }) => step.id)).not.toContain(journey.draft.steps[0]!.id);
    await call('PUT', `${base()}/${journey.id}`, { is_default: true });
    await t.settle();
    const second = await call('PUT', `${base()}/${copy.json().data.id}`, { is_default: true });
    expect(second.json().data.is_default).toBe(true);
    const events = await t.context.store.readStream(streamIds.journey(journey.id));
    expect(events.at(-1)).toMatchObject({ type: 'JourneyMadeDefault', data: { is_default: false } });
    const deleted = await call('DELETE', `${base()}/${copy.json().data.id}`);
    expect(deleted.statusCode).toBe(200);
    await t.settle();
    expect((await call('GET', `${base()}/${copy.json().data.id}`)).statusCode).toBe(404);
  });

  it('a host group may choose only a journey of its own event', async () => {
    const journey = await newJourney({ name: 'For partners' });
    const otherEvent = (await createEvent(t, owner, { name: 'Elsewhere' })).uuid;
    const foreign = (await call('POST', `${base(otherEvent)}/create`, { name: 'Theirs' })).json().data;
    await t.settle();
    const group = (journeyId: string) =>
      call('POST', `/api/v2/events/${eventUuid}/host-group/add`, {
        name: `Partners ${journeyId.slice(0, 4)}`,
        experience_type: 'go',
        total_tickets: 1,
        journey_id: journeyId,
      });
    const refused = await group(foreign.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ journey_id: ['The selected journey is invalid.'] });
    expect((await group(journey.id)).statusCode).toBe(201);
  });
});

describe("the guest's journey", () => {
  let journey: Journey;

  beforeAll(async () => {
    // Welcome, RSVP, then details for those attending — the event's default.
    journey = await newJourney({ name: 'Guests', template_key: 'welcome_rsvp_details' });
    expect((await publish(journey.id, { is_default: true })).statusCode).toBe(200);
    await t.settle();
  });

  it('answers data null when the guest has no published journey (the RSVP page then answers), and 404 for a bad token', async () => {
    const otherEvent = (await createEvent(t, owner, { name: 'No journeys here' })).uuid;
    const [guest] = await addGuests(t, owner, otherEvent, [{ first_name: 'Nell', email: `${randomUUID().slice(0, 8)}@guest.example` }]);
    const opened = await openJourney(await rsvpTokenFor(t.context.db, guest!.id));
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toEqual({ data: null });
    expect((await openJourney('not-a-token')).statusCode).toBe(404);
  });

  it('goes through: welcome, RSVP Yes (set on the guest), the form (422 by field, then saved), the pass', async () => {
    const guest = await guestWithToken();
    const opened = await openJourney(guest.token);
    expect(opened.statusCode, opened.body).toBe(200);
    const page = opened.json().data;
    expect(page).toMatchObject({ journey_id: journey.id, version: 1, completed: false, step: { name: 'Welcome', type: 'page' }, progress: { index: 0 } });
    expect(page.step.blocks.map((block: { type: string }) => block.type)).toEqual(['heading', 'event_details', 'map']);

    const rsvp = await answer(guest.token, { step_id: page.step.id, action_id: page.step.buttons[0].action_id });
    expect(rsvp.statusCode, rsvp.body).toBe(200);
    const rsvpStep = rsvp.json().data.step;
    expect(rsvpStep.buttons.map((button: { type: string; label: string }) => button.label)).toEqual(['Yes, I will attend', 'No, I cannot attend']);

    const yes = await answer(guest.token, { step_id: rsvpStep.id, action_id: rsvpStep.buttons[0].action_id });
    const form = yes.json().data;
    expect(form).toMatchObject({ guest: { rsvp: true }, step: { type: 'form' } });
    expect(form.step.form_fields.map((field: { key: string }) => field.key)).toEqual(['first_name', 'last_name', 'phone_number']);
    // The product's own words on the step follow the page's language (issue 32 §5): English here, German when picked.
    expect(form.language).toBe('en');
    const german = (await t.app.inject({ method: 'GET', url: `/api/v2/public/journey/${guest.token}?lang=de` })).json().data;
    expect(german).toMatchObject({ language: 'de', step: { id: form.step.id } });
    expect(german.step.form_fields.map((field: { label: string }) => field.label)).toEqual(['Vorname', 'Nachname', 'Telefonnummer']);
    const types = (await t.context.store.readStream(streamIds.attendee(guest.id))).map((event) => event.type);
    expect(types).toEqual(expect.arrayContaining(['GuestJourneyStarted', 'AttendeeRsvpSet', 'GuestJourneyStepAnswered']));

    const submit = form.step.buttons[0].action_id;
    const bad = await answer(guest.token, { step_id: form.step.id, action_id: submit, answers: { first_name: '', phone_number: 'x', company: 'Acme' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ company: ['This question is not on this step.'] });
    const bad2 = await answer(guest.token, { step_id: form.step.id, action_id: submit, answers: { first_name: '', phone_number: '' } });
    expect(bad2.json().errors).toMatchObject({ first_name: ['First name is required.'] });

    const done = await answer(guest.token, {
      step_id: form.step.id,
      action_id: submit,
      answers: { first_name: 'Ada', last_name: 'Lovelace', phone_number: '' },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().data).toMatchObject({
      completed: true,
      step: null,
      guest: { first_name: 'Ada', last_name: 'Lovelace', rsvp: true },
      progress: { index: 3 },
    });

    // A second tap on the last step is safe: 409 with where the guest is, nothing appended.
    const count = (await t.context.store.readStream(streamIds.attendee(guest.id))).length;
    const again = await answer(guest.token, { step_id: form.step.id, action_id: submit, answers: { first_name: 'Ada' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'journey_step_not_current', data: { completed: true } });
    expect((await t.context.store.readStream(streamIds.attendee(guest.id))).length).toBe(count);

    await t.settle();
    const interactions = await call('GET', `${base()}/${journey.id}/attendee-interactions?attendee_id=${guest.id}`, undefined, viewer);
    expect(interactions.statusCode, interactions.body).toBe(200);
    expect(interactions.json().data[0]).toMatchObject({ attendee_id: guest.id, version: 1, completed_at: expect.any(String) });
    expect(interactions.json().data[0].path.map((entry: { name: string }) => entry.name)).toEqual(['Welcome', 'RSVP', 'Your details']);
    const grouped = await call('GET', `${base()}/${journey.id}/grouped-interactions`, undefined, viewer);
    expect(grouped.json().data.steps.find((step: { name: string }) => step.name === 'Your details')).toMatchObject({ reached: 1, completed: 1, left: 0 });
  });

  it('the plain RSVP obeys the journey: a guest who said No there cannot say Yes on the RSVP route, nor can one who has not started', async () => {
    const guest = await guestWithToken('Nora');
    const page = (await openJourney(guest.token)).json().data;
    const rsvpStep = (await answer(guest.token, { step_id: page.step.id, action_id: page.step.buttons[0].action_id })).json().data.step;
    const no = await answer(guest.token, { step_id: rsvpStep.id, action_id: rsvpStep.buttons[1].action_id });
    expect(no.json().data.guest.rsvp).toBe(false);
    const count = (await t.context.store.readStream(streamIds.attendee(guest.id))).length;

    const yes = await t.app.inject({ method: 'POST', url: `/api/v2/public/rsvp/${guest.token}`, payload: { is_attending: true } });
    expect(yes.statusCode, yes.body).toBe(409);
    expect(yes.json()).toMatchObject({ code: 'rsvp_through_journey', message: expect.stringContaining('journey') });
    expect((await t.context.store.readStream(streamIds.attendee(guest.id))).length).toBe(count);

    const fresh = await guestWithToken('Fresh');
    const skipped = await t.app.inject({ method: 'POST', url: `/api/v2/public/rsvp/${fresh.token}`, payload: { is_attending: true } });
    expect(skipped.statusCode).toBe(409);
    expect((await t.context.store.readStream(streamIds.attendee(fresh.id))).map((event) => event.type)).not.toContain('AttendeeRsvpSet');
  });

  it("a No on the RSVP step frees the guest's seat in the same decision", async () => {
    const guest = await guestWithToken('Sita');
    const table = venueTable({ name: 'J1', x: 700, y: 100 }, 2);
    await savePlan(t.context.store, eventUuid, { created: { tables: [table.table], seats: table.seats } });
    await seatGuest(t.context.store, eventUuid, guest.id, table.seats[0]!);
    const page = (await openJourney(guest.token)).json().data;
    const rsvpStep = (await answer(guest.token, { step_id: page.step.id, action_id: page.step.buttons[0].action_id })).json().data.step;
    const no = await answer(guest.token, { step_id: rsvpStep.id, action_id: rsvpStep.buttons[1].action_id });
    expect(no.statusCode, no.body).toBe(200);
    const events = await t.context.store.readStream(streamIds.attendee(guest.id));
    const unseat = events.find((event) => event.type === 'AttendeeUnseated')!;
    expect(unseat.data).toMatchObject({ reason: 'declined', seat_id: table.seats[0]!.id });
    const answered = events.find((event) => event.type === 'AttendeeRsvpSet')!;
    const freed = (await t.context.store.readStream(`seat-${table.seats[0]!.id}`)).at(-1)!;
    expect(freed.type).toBe('SeatFreed');
    expect(new Set([answered, unseat, freed].map((event) => String(event.transactionId)))).toHaveLength(1);
  });

  it('a guest started on version 1 stays on it after version 2 is published; a new guest gets version 2', async () => {
    const early = await guestWithToken('Early');
    const opened = (await openJourney(early.token)).json().data;
    expect(opened.version).toBe(1);
    const welcome = journey.draft.steps.find((step) => step.name === 'Welcome')!;
    await call('PUT', `${base()}/${journey.id}/${welcome.id}/update-step`, { name: 'Hello there' });
    expect((await publish(journey.id)).json().data.published_version).toBe(2);
    await t.settle();
    const again = (await openJourney(early.token)).json().data;
    expect(again).toMatchObject({ version: 1, step: { name: 'Welcome' } });
    const late = await guestWithToken('Late');
    expect((await openJourney(late.token)).json().data).toMatchObject({ version: 2, step: { name: 'Hello there' } });
  });

  it('an answer on a step that is not current answers 409 with the current state; a bad action 422', async () => {
    const guest = await guestWithToken('Stale');
    const page = (await openJourney(guest.token)).json().data;
    const stale = await answer(guest.token, { step_id: 'some-other-step', action_id: 'x' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.step.id).toBe(page.step.id);
    const bad = await answer(guest.token, { step_id: page.step.id, action_id: 'nope' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ action_id: ['The selected action is invalid.'] });
  });
});
