import { toDomainEvent } from '@usher/events';
import type { Projection, ProjectionChange } from '../runner/projection.ts';

/**
 * rm_host_groups, rm_host_group_hosts and rm_host_group_tags: each event's
 * groups with their settings and Shared flag, who hosts them, and the group
 * tags. Ticket counts are not kept here: they are the guest list's rows of the
 * group (rm_attendees.host_group_id), counted when read, so the two can never
 * disagree.
 */
export const hostGroupsProjection: Projection = {
  name: 'host_groups',
  tables: ['rm_host_groups', 'rm_host_group_hosts', 'rm_host_group_tags'],
  handles: [
    'HostGroupCreated',
    'HostGroupUpdated',
    'HostGroupDeleted',
    'HostGroupHostAdded',
    'HostGroupHostChanged',
    'HostGroupHostRemoved',
    'HostGroupShared',
    'HostGroupTicketsSent',
    'HostGroupTagAdded',
    'HostGroupTagDeleted',
  ],

  async apply(trx, stored): Promise<ProjectionChange | null> {
    const event = toDomainEvent(stored);
    const at = new Date(stored.recordedAt);
    const change = (event_uuid: string, id: string) => ({ event_uuid, id, socket_id: stored.metadata.socket_id });
    switch (event.type) {
      case 'HostGroupCreated': {
        const { group_id, ...fields } = event.data;
        await trx
          .insertInto('rm_host_groups')
          .values({ id: group_id, ...fields, created_at: at, updated_at: at })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return change(fields.event_uuid, group_id);
      }
      case 'HostGroupUpdated':
        await trx
          .updateTable('rm_host_groups')
          .set({ ...event.data.changes, updated_at: at })
          .where('id', '=', event.data.group_id)
          .execute();
        return change(event.data.event_uuid, event.data.group_id);
      case 'HostGroupDeleted':
        await trx.deleteFrom('rm_host_group_hosts').where('group_id', '=', event.data.group_id).execute();
        await trx.deleteFrom('rm_host_groups').where('id', '=', event.data.group_id).execute();
        return change(event.data.event_uuid, event.data.group_id);
      case 'HostGroupHostAdded': {
        const { group_id, attendee_id, event_uuid, attending_with_group } = event.data;
        await trx
          .insertInto('rm_host_group_hosts')
          .values({ group_id, attendee_id, event_uuid, attending_with_group, created_at: at })
          .onConflict((oc) => oc.columns(['group_id', 'attendee_id']).doNothing())
          .execute();
        return change(event_uuid, group_id);
      }
      case 'HostGroupHostChanged':
        await trx
          .updateTable('rm_host_group_hosts')
          .set({ attending_with_group: event.data.attending_with_group })
          .where('group_id', '=', event.data.group_id)
          .where('attendee_id', '=', event.data.attendee_id)
          .execute();
        return change(event.data.event_uuid, event.data.group_id);
      case 'HostGroupHostRemoved':
        await trx.deleteFrom('rm_host_group_hosts').where('group_id', '=', event.data.group_id).where('attendee_id', '=', event.data.attendee_id).execute();
        return change(event.data.event_uuid, event.data.group_id);
      case 'HostGroupShared':
        await trx.updateTable('rm_host_groups').set({ shared_at: at, updated_at: at }).where('id', '=', event.data.group_id).execute();
        return change(event.data.event_uuid, event.data.group_id);
      case 'HostGroupTicketsSent':
        await trx.updateTable('rm_host_groups').set({ tickets_sent_at: at, updated_at: at }).where('id', '=', event.data.group_id).execute();
        return change(event.data.event_uuid, event.data.group_id);
      case 'HostGroupTagAdded':
        await trx
          .insertInto('rm_host_group_tags')
          .values({ id: event.data.tag_id, event_uuid: event.data.event_uuid, name: event.data.name, created_at: at })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
        return change(event.data.event_uuid, event.data.tag_id);
      case 'HostGroupTagDeleted':
        await trx.deleteFrom('rm_host_group_tags').where('id', '=', event.data.tag_id).execute();
        return change(event.data.event_uuid, event.data.tag_id);
      default:
        return null;
    }
  },
};
