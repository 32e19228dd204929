import { toDomainEvent } from '@usher/events';
import type { Projection } from '../runner/projection.ts';

const ATTENDEE_STREAM = 'attendee-';

/**
 * rm_support_questions: guests' questions from their passes and the
 * organiser's answers. A forgotten guest's questions go with them.
 */
export const supportQuestionsProjection: Projection = {
  name: 'support_questions',
  tables: ['rm_support_questions'],
  handles: ['SupportQuestionAsked', 'SupportQuestionAnswered', 'AttendeeForgotten'],

  async apply(trx, stored) {
    const event = toDomainEvent(stored);
    const at = new Date(stored.recordedAt).toISOString();
    switch (event.type) {
      case 'SupportQuestionAsked': {
        const { question_id, event_uuid, attendee_id, text, pass_generation } = event.data;
        await trx
          .insertInto('rm_support_questions')
          .values({ id: question_id, event_uuid, attendee_id, text, answer: null, asked_at: at, answered_at: null, pass_generation: pass_generation ?? 0 })
          .onConflict((conflict) => conflict.column('id').doNothing())
          .execute();
        return { event_uuid, id: question_id, socket_id: stored.metadata.socket_id };
      }
      case 'SupportQuestionAnswered': {
        const { question_id, event_uuid, answer } = event.data;
        await trx.updateTable('rm_support_questions').set({ answer, answered_at: at }).where('id', '=', question_id).execute();
        return { event_uuid, id: question_id, socket_id: stored.metadata.socket_id };
      }
      case 'AttendeeForgotten': {
        if (!stored.streamId.startsWith(ATTENDEE_STREAM)) return null;
        const attendeeId = stored.streamId.slice(ATTENDEE_STREAM.length);
        const removed = await trx.deleteFrom('rm_support_questions').where('attendee_id', '=', attendeeId).executeTakeFirst();
        return removed.numDeletedRows > 0n ? { event_uuid: event.data.event_uuid, id: null, socket_id: stored.metadata.socket_id } : null;
      }
      default:
        return null;
    }
  },
};
