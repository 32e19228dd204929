import { sql } from 'kysely';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { EventSettings } from '@usher/domain/deciders/event-defaults';
import { passOfToken } from '@usher/infra/http/pass-links';
import { currentPassGeneration } from '@usher/read-models/passes/guest-links';
import { PASS_TRANSFERRED_MESSAGE } from '@usher/domain/deciders/attendee-ticket-transfer';
import type { ServiceContext } from '@usher/infra/context';

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** The event's questions for the Support screen: unanswered first (oldest first, as a queue), then answered, latest first. */
export async function supportQuestionsOf(context: ServiceContext, eventUuid: string) {
  const rows = await context.db
    .selectFrom('rm_support_questions as q')
    .leftJoin('rm_attendees as a', 'a.id', 'q.attendee_id')
    .select(['q.id', 'q.attendee_id', 'q.text', 'q.answer', 'q.asked_at', 'q.answered_at', 'a.full_name', 'a.email'])
    .where('q.event_uuid', '=', eventUuid)
    .orderBy(sql`q.answered_at is not null`)
    .orderBy(sql`case when q.answered_at is null then q.asked_at end`)
    .orderBy('q.answered_at', 'desc')
    .limit(500)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    attendee_id: row.attendee_id,
    guest_name: row.full_name ?? 'Removed guest',
    guest_email: row.email ?? null,
    text: row.text,
    answer: row.answer,
    asked_at: iso(row.asked_at)!,
    answered_at: iso(row.answered_at),
  }));
}

/** What a pass shows of support: whether the event takes questions, and the guest's own, latest first. */
export async function passQuestionsOf(context: ServiceContext, token: string) {
  const pass = await passOfToken(context.db, token);
  if (!pass) throw new DomainError('not_found', 'pass_not_found', 'This pass link is not valid.');
  const attendeeId = pass.attendee_id;
  // A former holder's pass opens nothing of the ticket now, as the pass page says (public-pass-queries).
  if (pass.generation < (await currentPassGeneration(context.db, attendeeId))) throw new DomainError('conflict', 'pass_transferred', PASS_TRANSFERRED_MESSAGE);
  const row = await context.db
    .selectFrom('rm_attendees as a')
    .innerJoin('rm_events as ev', 'ev.uuid', 'a.event_uuid')
    .select(['ev.body as event_body'])
    .where('a.id', '=', attendeeId)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'pass_not_found', 'This pass link is not valid.');
  const settings = row.event_body.settings as EventSettings;
  const questions = await context.db
    .selectFrom('rm_support_questions')
    .select(['id', 'text', 'answer', 'asked_at', 'answered_at'])
    .where('attendee_id', '=', attendeeId)
    // The conversation of this pass's holder only: the ticket's earlier holders had their own.
    .where('pass_generation', '=', pass.generation)
    .orderBy('asked_at', 'desc')
    .limit(50)
    .execute();
  return {
    data: {
      is_enabled: settings.is_concierge_support_enabled !== false && settings.is_pass_enabled !== false,
      questions: questions.map((question) => ({ ...question, asked_at: iso(question.asked_at)!, answered_at: iso(question.answered_at) })),
    },
  };
}
