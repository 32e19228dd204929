import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestApp, type TestApp } from '@usher/infra/testing/test-app';
import { addGuests, createEvent, getJson, type Auth } from '@usher/infra/testing/api-helpers';
import { passTokenFor } from '@usher/read-models/passes/guest-links';

let t: TestApp;
let owner: Auth;
let stranger: Auth;

beforeAll(async () => {
  t = await createTestApp(inject('pgAdminUrl'));
  owner = (await t.signUp()).auth;
  stranger = (await t.signUp()).auth;
});
afterAll(async () => {
  await t.close();
});

const ask = (token: string, text: unknown) =>
  t.app.inject({ method: 'POST', url: `/api/v2/public/pass/${token}/questions`, payload: { text } as Record<string, unknown> });
const answer = (e: string, id: string, text: string, headers: Auth = owner) =>
  t.app.inject({ method: 'POST', url: `/api/v2/events/${e}/support-questions/${id}/answer`, headers, payload: { answer: text } });
const questionsOf = async (e: string) => {
  await t.settle();
  return (await getJson(t, owner, `/api/v2/events/${e}/support-questions`)).data as { id: string; text: string; answer: string | null; guest_name: string }[];
};

async function guestWithPass(eventUuid: string, email: string) {
  const [guest] = await addGuests(t, owner, eventUuid, [{ first_name: 'Ada', last_name: 'Lovelace', email }]);
  await t.settle();
  return { id: guest!.id, token: await passTokenFor(t.context.db, guest!.id) };
}

/** The dispatcher's receipt for a mail of this kind to this address, once it is sent. */
async function deliveryTo(recipient: string, kind: string) {
  for (;;) {
    const row = await t.context.db
      .selectFrom('mail_deliveries')
      .select(['status'])
      .where('recipient', '=', recipient)
      .where('kind', '=', kind)
      .executeTakeFirst();
    if (row) return row;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

type PassQuestion = { text: string; answer: string | null };
const onPassOf = (token: string) => t.app.inject({ method: 'GET', url: `/api/v2/public/pass/${token}/questions` });

describe('concierge support after the ticket changed hands', () => {
  it("gives each holder only their own conversation: the former holder's pass reads and writes nothing, the new holder starts afresh", async () => {
    const event = await createEvent(t, owner, { enabled_ticket_transfer_type: 'hard_transfer' });
    const ada = await guestWithPass(event.uuid, 'ada.transfer@guests.test');
    const adaQuestion = (await ask(ada.token, 'Is there parking?')).json().data;
    await t.settle();
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/v2/public/pass/${ada.token}/transfer`,
      payload: { first_name: 'Grace', last_name: 'Hopper', email: 'grace.transfer@guests.test' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    await t.settle();
    const graceToken = await passTokenFor(t.context.db, ada.id);
    expect(graceToken).not.toBe(ada.token);

    // The new holder sees none of the former holder's questions, and may ask their own.
    const graceView = await onPassOf(graceToken);
    expect(graceView.statusCode, graceView.body).toBe(200);
    expect(graceView.json().data.questions).toEqual([]);
    expect((await ask(graceToken, 'Can I bring my dog?')).statusCode).toBe(201);
    await t.settle();
    expect((await onPassOf(graceToken)).json().data.questions.map((q: PassQuestion) => q.text)).toEqual(['Can I bring my dog?']);

    // The former holder's pass neither reads the new holder's conversation nor writes to it.
    const adaView = await onPassOf(ada.token);
    expect(adaView.statusCode).toBe(409);
    expect(adaView.json().code).toBe('pass_transferred');
    expect(adaView.body).not.toContain('dog');
    const adaAsks = await ask(ada.token, 'Am I still coming?');
    expect(adaAsks.statusCode).toBe(409);
    expect(adaAsks.json().code).toBe('pass_transferred');

    // The organiser may not answer the former holder's question: the answer would be mailed to the new holder.
    const late = await answer(event.uuid, adaQuestion.id, 'Yes, behind the hall.');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('question_from_former_holder');
    await t.settle();
    expect((await onPassOf(graceToken)).json().data.questions.map((q: PassQuestion) => q.text)).toEqual(['Can I bring my dog?']);
  });
});

describe('concierge support', () => {
  it('takes a question from a pass, lists it unanswered first, and mails the answer to the guest who sees it on the pass', async () => {
    const event = await createEvent(t, owner, { is_organizer_concierge_support_enabled: true, organizer_concierge_support_email: 'desk@organiser.test' });
    const ada = await guestWithPass(event.uuid, 'ada@guests.test');
    const first = await ask(ada.token, '  Is there parking? ');
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data).toMatchObject({ text: 'Is there parking?' });
    const second = (await ask(ada.token, 'Can I bring my dog?')).json().data;
    // The organiser answers a question they have seen listed: once the questions' read model has it.
    await t.settle();

    expect((await answer(event.uuid, first.json().data.id, 'Yes, behind the hall.')).statusCode).toBe(200);
    const listed = await questionsOf(event.uuid);
    expect(listed.map((q) => [q.text, q.answer])).toEqual([
      ['Can I bring my dog?', null],
      ['Is there parking?', 'Yes, behind the hall.'],
    ]);
    expect(listed[0]).toMatchObject({ id: second.id, guest_name: 'Ada Lovelace' });

    const onPass = await t.app.inject({ method: 'GET', url: `/api/v2/public/pass/${ada.token}/questions` });
    expect(onPass.statusCode).toBe(200);
    expect(onPass.json().data.is_enabled).toBe(true);
    expect(onPass.json().data.questions.map((q: { text: string; answer: string | null }) => [q.text, q.answer])).toEqual([
      ['Can I bring my dog?', null],
      ['Is there parking?', 'Yes, behind the hall.'],
    ]);

    expect(await deliveryTo('ada@guests.test', 'support_answer')).toEqual({ status: 'sent' });
    expect(await deliveryTo('desk@organiser.test', 'support_question')).toEqual({ status: 'sent' });

    const again = await answer(event.uuid, first.json().data.id, 'Still yes.');
    expect(again.statusCode).toBe(409);
  });

  it('answers 422 by field, refuses questions when the event takes none, and 404 for a bad pass token', async () => {
    const event = await createEvent(t, owner);
    const ada = await guestWithPass(event.uuid, 'ada2@guests.test');
    const empty = await ask(ada.token, '   ');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ text: ['The question is required.'] });
    const long = await ask(ada.token, 'x'.repeat(2001));
    expect(long.json().errors).toEqual({ text: ['The question may not be greater than 2000 characters.'] });
    const broken = await ask(ada.token, 'a\u0000b');
    expect(broken.statusCode).toBe(422);
    expect((await ask('not-a-token', 'Hello?')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/v2/public/pass/not-a-token/questions' })).statusCode).toBe(404);

    const asked = (await ask(ada.token, 'Parking?')).json().data;
    await t.settle();
    const blank = await answer(event.uuid, asked.id, ' ');
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ answer: ['The answer is required.'] });

    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/v2/events/${event.uuid}`, headers: owner, payload: { is_concierge_support_enabled: false } })).statusCode,
    ).toBe(200);
    await t.settle();
    expect((await ask(ada.token, 'Another?')).statusCode).toBe(403);
    const onPass = await t.app.inject({ method: 'GET', url: `/api/v2/public/pass/${ada.token}/questions` });
    expect(onPass.json().data.is_enabled).toBe(false);
  });

  it("answers 401 without credentials and 404 for another organisation's event or question", async () => {
    const event = await createEvent(t, owner);
    const ada = await guestWithPass(event.uuid, 'ada3@guests.test');
    const asked = (await ask(ada.token, 'Parking?')).json().data;
    await t.settle();
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/events/${event.uuid}/support-questions` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/v2/events/${event.uuid}/support-questions`, headers: stranger })).statusCode).toBe(404);
    expect((await answer(event.uuid, asked.id, 'Mine now', stranger)).statusCode).toBe(404);
    const other = await createEvent(t, owner);
    expect((await answer(other.uuid, asked.id, 'Wrong event')).statusCode).toBe(404);
    expect((await answer(event.uuid, 'nope', 'Unknown')).statusCode).toBe(404);
  });
});
