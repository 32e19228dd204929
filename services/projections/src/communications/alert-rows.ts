import { sql } from 'kysely';
import type { DomainEvent, EventType } from '@usher/events';
import type { Db } from '@usher/infra/db/database';

export const ALERT_EVENT_TYPES = [
  'AlertCreated',
  'AlertUpdated',
  'AlertContinuousDeliveryChanged',
  'AlertSendRequested',
  'AlertUnscheduled',
  'AlertDispatched',
  'AlertResendRequested',
  'AlertDeleted',
] as const satisfies readonly EventType[];

type Change = { event_uuid: string; id: string } | null;

/** rm_alerts: one row per communication, its words, audience, schedule and where it stands. */
export async function applyAlertEvent(trx: Db, event: DomainEvent, at: string, actorId: string | null): Promise<Change> {
  switch (event.type) {
    case 'AlertCreated': {
      const { event_uuid, alert_id, content, is_continuous_delivery } = event.data;
      await trx
        .insertInto('rm_alerts')
        .values({
          id: alert_id,
          event_uuid,
          name: content.name,
          subject: content.subject,
          body: content.body,
          template_id: content.template_id,
          audience: JSON.stringify(content.audience),
          schedule: JSON.stringify(content.schedule),
          attach_calendar: content.attach_calendar,
          translations: JSON.stringify(content.translations ?? {}),
          is_continuous_delivery,
          status: 'draft',
          due_at: null,
          dispatched_at: null,
          created_by: actorId,
          created_at: at,
          updated_at: at,
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
      return { event_uuid, id: alert_id };
    }
    case 'AlertUpdated': {
      const { event_uuid, alert_id, changes } = event.data;
      const { audience, schedule, translations, ...plain } = changes;
      await trx
        .updateTable('rm_alerts')
        .set({
          ...plain,
          ...(audience ? { audience: JSON.stringify(audience) } : {}),
          ...(schedule ? { schedule: JSON.stringify(schedule) } : {}),
          ...(translations ? { translations: JSON.stringify(translations) } : {}),
          updated_at: at,
        })
        .where('id', '=', alert_id)
        .execute();
      return { event_uuid, id: alert_id };
    }
    case 'AlertContinuousDeliveryChanged': {
      const { event_uuid, alert_id, enabled } = event.data;
      await trx.updateTable('rm_alerts').set({ is_continuous_delivery: enabled, updated_at: at }).where('id', '=', alert_id).execute();
      return { event_uuid, id: alert_id };
    }
    case 'AlertSendRequested': {
      const { event_uuid, alert_id, due_at } = event.data;
      await trx.updateTable('rm_alerts').set({ status: 'scheduled', due_at, updated_at: at }).where('id', '=', alert_id).execute();
      return { event_uuid, id: alert_id };
    }
    case 'AlertUnscheduled': {
      const { event_uuid, alert_id } = event.data;
      await trx.updateTable('rm_alerts').set({ status: 'draft', due_at: null, updated_at: at }).where('id', '=', alert_id).execute();
      return { event_uuid, id: alert_id };
    }
    case 'AlertDispatched': {
      const { event_uuid, alert_id, round, dispatched_at } = event.data;
      // A resend asked for meanwhile (a higher round) keeps the alert due.
      await trx
        .updateTable('rm_alerts')
        .set({
          status: sql`case when requested_round > ${round} then status else 'sent' end`,
          dispatched_round: round,
          dispatched_at: sql`coalesce(dispatched_at, ${dispatched_at}::timestamptz)`,
          updated_at: at,
        })
        .where('id', '=', alert_id)
        .execute();
      return { event_uuid, id: alert_id };
    }
    case 'AlertResendRequested': {
      const { event_uuid, alert_id, round, scope } = event.data;
      await trx
        .updateTable('rm_alerts')
        .set({ status: 'sending', requested_round: round, resend_scope: scope, due_at: at, updated_at: at })
        .where('id', '=', alert_id)
        .execute();
      return { event_uuid, id: alert_id };
    }
    case 'AlertDeleted': {
      const { event_uuid, alert_id } = event.data;
      await trx.updateTable('rm_alerts').set({ status: 'deleted', is_continuous_delivery: false, updated_at: at }).where('id', '=', alert_id).execute();
      return { event_uuid, id: alert_id };
    }
    default:
      return null;
  }
}
