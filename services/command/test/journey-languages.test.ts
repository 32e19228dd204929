import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, type Auth } from '@usher/infra/testing/api-helpers';
import { rsvpTokenFor } from '@usher/read-models/passes/guest-links';

// A journey's texts written per language, through the routes: the organiser writes a block's
// text and a button's label in German and French; each guest's journey page shows the step in
// their language (their own, else the event's default), the base text where none is written.

let t: TestApp;
let owner: Auth;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'), { communicationsEngine: false });
  owner = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
});

type Step = {
  id: string;
  name: string;
  type: string;
  blocks: { id: string; type: string; text: string; text_translations?: Record<string, string> }[];
  actions: { id: string; type: string; label: string; label_translations?: Record<string, string>; to_step_id: string | null; conditions: unknown[] }[];
};

async function call(method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) {
  return t.app.inject({ method, url, headers: owner, ...(payload === undefined ? {} : { payload }) });
}

async function guestToken(eventUuid: string, member: Record<string, unknown>) {
  const [guest] = await addGuests(t, owner, eventUuid, [{ email: `${randomUUID().slice(0, 8)}@guest.example`, ...member }]);
  return rsvpTokenFor(t.context.db, guest!.id);
}

const openJourney = async (token: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/v2/public/journey/${token}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { step: { blocks: { type: string; text: string }[]; buttons: { label: string }[] } };
};

describe("a journey in the guest's language", () => {
  it('shows each guest the step in their language, the base text where none is written, and keeps the variants on the draft and the copy', async () => {
    const eventUuid = (await createEvent(t, owner, { name: 'Summer Gala', timezone: 'Europe/Brussels', default_language: 'en' })).uuid;
    const base = `/api/v2/events/${eventUuid}/journeys`;
    const created = await call('POST', `${base}/create`, { name: 'Guests', template_key: 'welcome_rsvp_details' });
    expect(created.statusCode, created.body).toBe(201);
    const journey = created.json().data as { id: string; draft: { start_step_id: string; steps: Step[] } };
    const welcome = journey.draft.steps.find((step) => step.id === journey.draft.start_step_id)!;
    const heading = welcome.blocks.find((block) => block.type === 'heading')!;

    // The heading in German (French left blank: it falls back); the button to go on in German.
    const blocks = welcome.blocks.map((block) =>
      block.id === heading.id ? { ...block, text_translations: { de: 'Willkommen beim Sommerfest', fr: '  ' } } : block,
    );
    const stepSaved = await call('PUT', `${base}/${journey.id}/${welcome.id}/update-step`, { blocks });
    expect(stepSaved.statusCode, stepSaved.body).toBe(200);
    const actions = welcome.actions.map((action) => ({ ...action, label_translations: { de: 'Weiter zur Antwort' } }));
    const actionsSaved = await call('PUT', `${base}/${journey.id}/${welcome.id}/update-action`, { actions });
    expect(actionsSaved.statusCode, actionsSaved.body).toBe(200);

    // The draft carries the variants, without the blank one.
    await t.settle();
    const draft = (await call('GET', `${base}/${journey.id}`)).json().data.draft as { steps: Step[] };
    const savedWelcome = draft.steps.find((step) => step.id === welcome.id)!;
    expect(savedWelcome.blocks.find((block) => block.id === heading.id)!.text_translations).toEqual({ de: 'Willkommen beim Sommerfest' });
    expect(savedWelcome.actions[0]!.label_translations).toEqual({ de: 'Weiter zur Antwort' });

    // Too long a variant is refused like its base text.
    const tooLong = await call('PUT', `${base}/${journey.id}/${welcome.id}/update-step`, {
      blocks: welcome.blocks.map((block) => (block.id === heading.id ? { ...block, text_translations: { es: 'x'.repeat(20_000) } } : block)),
    });
    expect(tooLong.statusCode, tooLong.body).toBe(422);
    expect(Object.keys(tooLong.json().errors)[0]).toMatch(/^blocks\.\d+\.text_translations\.es$/);

    expect((await call('PUT', `${base}/${journey.id}`, { publish: true, is_default: true })).statusCode).toBe(200);
    await t.settle();

    const german = await openJourney(await guestToken(eventUuid, { first_name: 'Hans', language: 'de' }));
    expect(german.step.blocks.find((block) => block.type === 'heading')!.text).toBe('Willkommen beim Sommerfest');
    expect(german.step.buttons[0]!.label).toBe('Weiter zur Antwort');
    const english = await openJourney(await guestToken(eventUuid, { first_name: 'Ann' }));
    expect(english.step.blocks.find((block) => block.type === 'heading')!.text).toBe(heading.text);
    expect(english.step.buttons[0]!.label).not.toBe('Weiter zur Antwort');
    expect(english.step.buttons[0]!.label).toBe((await openJourney(await guestToken(eventUuid, { first_name: 'Ian', language: 'en' }))).step.buttons[0]!.label);
    const french = await openJourney(await guestToken(eventUuid, { first_name: 'Flo', language: 'fr' }));
    expect(french.step.blocks.find((block) => block.type === 'heading')!.text).toBe(heading.text);

    // A copy of the journey keeps the variants.
    const copied = await call('POST', `${base}/${journey.id}/duplicate`, { name: 'Guests (copy)' });
    expect(copied.statusCode, copied.body).toBeLessThan(300);
    await t.settle();
    const copy = (await call('GET', `${base}/${copied.json().data.id}`)).json().data as { draft: { start_step_id: string; steps: Step[] } };
    const copiedWelcome = copy.draft.steps.find((step) => step.id === copy.draft.start_step_id)!;
    expect(copiedWelcome.blocks.find((block) => block.type === 'heading')!.text_translations).toEqual({ de: 'Willkommen beim Sommerfest' });
  });

  it("shows a guest without a language of their own the event's default language's text", async () => {
    const eventUuid = (await createEvent(t, owner, { name: 'Sommerfest', timezone: 'Europe/Brussels', default_language: 'de' })).uuid;
    const base = `/api/v2/events/${eventUuid}/journeys`;
    const journey = (await call('POST', `${base}/create`, { name: 'Gäste', template_key: 'welcome_rsvp_details' })).json().data as {
      id: string;
      draft: { start_step_id: string; steps: Step[] };
    };
    const welcome = journey.draft.steps.find((step) => step.id === journey.draft.start_step_id)!;
    const blocks = welcome.blocks.map((block) => (block.type === 'heading' ? { ...block, text: 'Willkommen', text_translations: { en: 'Welcome' } } : block));
    expect((await call('PUT', `${base}/${journey.id}/${welcome.id}/update-step`, { blocks })).statusCode).toBe(200);
    expect((await call('PUT', `${base}/${journey.id}`, { publish: true, is_default: true })).statusCode).toBe(200);
    await t.settle();
    const greta = await openJourney(await guestToken(eventUuid, { first_name: 'Greta' }));
    expect(greta.step.blocks.find((block) => block.type === 'heading')!.text).toBe('Willkommen');
    const eve = await openJourney(await guestToken(eventUuid, { first_name: 'Eve', language: 'en' }));
    expect(eve.step.blocks.find((block) => block.type === 'heading')!.text).toBe('Welcome');
  });
  it("speaks a template's own words in the guest's language until the organiser rewrites them", async () => {
    const eventUuid = (await createEvent(t, owner, { name: 'Harbour Gala', timezone: 'Europe/Brussels' })).uuid;
    const base = `/api/v2/events/${eventUuid}/journeys`;
    const journey = (await call('POST', `${base}/create`, { name: 'Guests', template_key: 'welcome_rsvp_details' })).json().data as { id: string };
    expect((await call('PUT', `${base}/${journey.id}`, { publish: true, is_default: true })).statusCode).toBe(200);
    await t.settle();
    const wordsFor = async (member: Record<string, unknown>) => {
      const { step } = await openJourney(await guestToken(eventUuid, member));
      return { heading: step.blocks.find((block) => block.type === 'heading')!.text, button: step.buttons[0]!.label };
    };
    expect(await wordsFor({ first_name: 'Hans', language: 'de' })).toEqual({ heading: 'Sie sind eingeladen', button: 'Weiter' });
    expect(await wordsFor({ first_name: 'Lola', language: 'es' })).toEqual({ heading: 'Está invitado', button: 'Continuar' });
    expect(await wordsFor({ first_name: 'Ann' })).toEqual({ heading: 'You are invited', button: 'Continue' });
  });

  it("names a step in the guest's language where they meet its name, kept, bounded and removable like the other texts", async () => {
    const eventUuid = (await createEvent(t, owner, { name: 'Harbour Gala', timezone: 'Europe/Brussels' })).uuid;
    const base = `/api/v2/events/${eventUuid}/journeys`;
    const journey = (await call('POST', `${base}/create`, { name: 'Guests', template_key: 'rsvp_only' })).json().data as {
      id: string;
      draft: { start_step_id: string; steps: (Step & { name_translations?: Record<string, string> })[] };
    };
    // The template offers the name of its step without a heading in every language.
    const declined = journey.draft.steps.find((step) => step.blocks.every((block) => block.type !== 'heading'))!;
    expect(declined.name_translations?.de).toBe('Schade, dass Sie nicht kommen können');
    const stepUrl = `${base}/${journey.id}/${declined.id}/update-step`;

    const tooLong = await call('PUT', stepUrl, { name_translations: { fr: 'x'.repeat(121) } });
    expect(tooLong.statusCode, tooLong.body).toBe(422);
    expect(Object.keys(tooLong.json().errors)).toEqual(['name_translations.fr']);

    expect((await call('PUT', stepUrl, { name_translations: { de: 'Absage', fr: ' ' } })).statusCode).toBe(200);
    await t.settle();
    const readStep = async () =>
      ((await call('GET', `${base}/${journey.id}`)).json().data.draft.steps as { id: string; name_translations?: Record<string, string> }[]).find(
        (step) => step.id === declined.id,
      )!;
    expect((await readStep()).name_translations).toEqual({ de: 'Absage' });

    // The guest who declines reads the step's name as their page's heading, in German.
    expect((await call('PUT', `${base}/${journey.id}`, { publish: true, is_default: true })).statusCode).toBe(200);
    await t.settle();
    const token = await guestToken(eventUuid, { first_name: 'Hans', language: 'de' });
    const rsvp = (await openJourney(token)) as unknown as { step: { id: string; buttons: { action_id: string; type: string }[] } };
    const no = rsvp.step.buttons.find((button) => button.type === 'rsvp_no')!;
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/v2/public/journey/${token}/answer`,
      payload: { step_id: rsvp.step.id, action_id: no.action_id },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    await t.settle();
    expect(((await openJourney(token)) as unknown as { step: { name: string } }).step.name).toBe('Absage');

    // A step added to the draft with its names keeps them; a step's names all removed are none.
    const added = await call('PUT', `${base}/${journey.id}/add-step`, { step: { type: 'page', name: 'Extra', name_translations: { es: 'Más', de: '' } } });
    expect(added.statusCode, added.body).toBe(200);
    await t.settle();
    const extra = ((await call('GET', `${base}/${journey.id}`)).json().data.draft.steps as { name: string; name_translations?: Record<string, string> }[]).find(
      (step) => step.name === 'Extra',
    )!;
    expect(extra.name_translations).toEqual({ es: 'Más' });

    expect((await call('PUT', stepUrl, { name_translations: {} })).statusCode).toBe(200);
    await t.settle();
    expect((await readStep()).name_translations ?? {}).toEqual({});
  });
});
