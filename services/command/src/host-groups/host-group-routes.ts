import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServiceContext } from '@usher/infra/context';
import { MAX_UPLOAD_BYTES } from '../uploads/read-upload-file.ts';
import { uploadedFile } from '../handling/uploaded-file.ts';
import {
  AddGroupBody,
  AddGroupTagBody,
  DeleteHostsBody,
  EventGuestParams,
  EventParams,
  GroupIdBody,
  GroupIdsBody,
  MoveBody,
  OptionalGroupIdsBody,
  UpdateAttendeesBody,
  UpdateGroupBody,
  type AddGroupBodyT,
} from './host-group-schemas.ts';
import { applyDefaultSettings, createGroups, deleteGroups, moveGuest, removeHosts, updateGroup, type GroupSave } from './host-group-handlers.ts';
import { sendGroupTickets, shareAllGroups, shareGroup, unseatGroup } from './host-group-sharing.ts';
import { addGroupTag, deleteGroupTag } from './host-group-tag-handlers.ts';
import { uploadGroups } from './host-group-upload.ts';
import {
  PostEventsHostGroupAddReplies,
  PostEventsHostGroupApplyDefaultSettingsReplies,
  PostEventsHostGroupAttendeeMoveReplies,
  PostEventsHostGroupDeleteReplies,
  PostEventsHostGroupHostsDeleteReplies,
  PostEventsHostGroupSendReplies,
  PostEventsHostGroupShareAllReplies,
  PostEventsHostGroupTagsAddReplies,
  PostEventsHostGroupTagsDeleteReplies,
  PostEventsHostGroupUnseatReplies,
  PostEventsHostGroupUploadReplies,
  PutEventsHostGroupShareReplies,
  PutEventsHostGroupUpdateAttendeesReplies,
  PutEventsHostGroupUpdateReplies,
} from '@usher/domain/contract/host-groups';

function saveOf(body: AddGroupBodyT): GroupSave {
  const { hosts, guests, ...fields } = body;
  return { fields, hosts, guests };
}

/**
 * Writes of host groups (spec section 7 'Host groups'), all under
 * /api/v2/events/{e}/host-group and all needing the event's edit permission.
 * The reads (list, list-by-ids, hosts, tags, redirect) are on the query side.
 */
export function hostGroupRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
    const tags = ['host groups'];
    const base = '/api/v2/events/:e/host-group';

    app.post(
      `${base}/add`,
      {
        config: { need: ['update', 'event'] },
        schema: {
          params: EventParams,
          body: AddGroupBody,
          tags,
          summary: 'Create a group with its placeholder tickets, hosts and guests',
          response: PostEventsHostGroupAddReplies,
        },
      },
      async (request, reply) => {
        const { user } = request;
        const { e } = request.params;
        const result = await createGroups(context, user, e, [saveOf(request.body)], request.metadata);
        return reply.code(201).send({ data: result.data[0], position: result.position });
      },
    );

    app.put(
      `${base}/update`,
      {
        config: { need: ['update', 'event'] },
        schema: {
          params: EventParams,
          body: UpdateGroupBody,
          tags,
          summary: 'Save the group form: fields, hosts and guests (created, updated, deleted)',
          response: PutEventsHostGroupUpdateReplies,
        },
      },
      async (request) => {
        const { user } = request;
        const { e } = request.params;
        const { id, ...body } = request.body;
        return updateGroup(context, user, e, id, saveOf(body), request.metadata);
      },
    );

    app.put(
      `${base}/update-attendees`,
      {
        config: { need: ['update', 'event'] },
        schema: {
          params: EventParams,
          body: UpdateAttendeesBody,
          tags,
          summary: "Save the group's guests only",
          response: PutEventsHostGroupUpdateAttendeesReplies,
        },
      },
      async (request) => {
        const { user } = request;
        const { e } = request.params;
        const { id, ...guests } = request.body;
        return updateGroup(context, user, e, id, { fields: {}, guests }, request.metadata);
      },
    );

    app.post(
      `${base}/delete`,
      {
        config: { need: ['update', 'event'] },
        schema: {
          params: EventParams,
          body: GroupIdsBody,
          tags,
          summary: 'Delete groups (placeholders go; named guests stay, in no group)',
          response: PostEventsHostGroupDeleteReplies,
        },
      },
      async (request) => {
        const { user } = request;
        const { e } = request.params;
        return deleteGroups(context, user, e, request.body.ids, request.metadata);
      },
    );

    app.post(
      `${base}/upload`,
      {
        config: { need: ['update', 'event'] },
        schema: {
          params: EventParams,
          tags,
          consumes: ['multipart/form-data'],
          summary: 'Create groups from a CSV or XLSX file',
          response: PostEventsHostGroupUploadReplies,
        },
      },
      async (request, reply) => {
        const { user } = request;
        const { e } = request.params;
        return reply.code(201).send(await uploadGroups(context, user, e, await uploadedFile(request, '50 MB', 'upload'), request.metadata));
      },
    );

    app.post(
      `${base}/apply-default-settings`,
      {
        config: { need: ['update', 'event'] },
        schema: {
          params: EventParams,
          body: OptionalGroupIdsBody,
          tags,
          summary: "Write the event's group_settings onto groups",
          response: PostEventsHostGroupApplyDefaultSettingsReplies,
        },
      },
      async (request) => {
        const { user } = request;
        const { e } = request.params;
        return applyDefaultSettings(context, user, e, request.body.ids, request.metadata);
      },
    );

    app.put(
      `${base}/share`,
      {
        config: { need: ['update', 'event'] },
        schema: {
          params: EventParams,
          body: GroupIdBody,
          tags,
          summary: 'Email each host of the group their access',
          response: PutEventsHostGroupShareReplies,
        },
      },
      async (request) => {
        const { user } = request;
        const { e } = request.params;
        return shareGroup(context, user, e, request.body.id, request.metadata);
      },
    );

    app.post(
      `${base}/share-all`,
      {
        config: { need: ['update', 'event'] },
        schema: { params: EventParams, tags, summary: 'Share every group that has a host with an email', response: PostEventsHostGroupShareAllReplies },
      },
      async (request) => {
        const { user } = request;
        const { e } = request.params;
        return shareAllGroups(context, user, e, request.metadata);
      },
    );

    app.post(
      `${base}/send`,
      {
        config: { need: ['update', 'event'] },
        schema: {
          params: EventParams,
          body: GroupIdBody,
          tags,
          summary: 'Email each named guest of the group their pass link',
          response: PostEventsHostGroupSendReplies,
        },
      },
      async (request) => {
        const { user } = request;
        const { e } = request.params;
        return sendGroupTickets(context, user, e, request.body.id, request.metadata);
      },
    );

    app.post(
      `${base}/unseat`,
      {
        config: { need: ['update', 'event'] },
        schema: {
          params: EventParams,
          body: GroupIdBody,
          tags,
          summary: "Take the group's guests out of their seats",
          response: PostEventsHostGroupUnseatReplies,
        },
      },
      async (request) => {
        const { user } = request;
        return unseatGroup(context, user, request.params.e, request.body.id, request.metadata);
      },
    );

    app.post(
      `${base}/attendee/:id/move`,
      {
        config: { need: ['update', 'event'] },
        schema: {
          params: EventGuestParams,
          body: MoveBody,
          tags,
          summary: 'Move a guest to another group (or out of any)',
          response: PostEventsHostGroupAttendeeMoveReplies,
        },
      },
      async (request) => {
        const { user } = request;
        const { e, id } = request.params;
        return moveGuest(context, user, e, id, request.body.host_group_id, request.metadata);
      },
    );

    app.post(
      '/api/v2/events/:e/host-group-hosts/delete',
      {
        config: { need: ['update', 'event'] },
        schema: { params: EventParams, body: DeleteHostsBody, tags, summary: 'Remove hosts from a group', response: PostEventsHostGroupHostsDeleteReplies },
      },
      async (request) => {
        const { user } = request;
        const { e } = request.params;
        return removeHosts(context, user, e, request.body.group_id, request.body.attendee_ids, request.metadata);
      },
    );

    app.post(
      '/api/v2/events/:e/host-group-tags/add',
      {
        config: { need: ['update', 'event'] },
        schema: { params: EventParams, body: AddGroupTagBody, tags, summary: 'Add a group tag', response: PostEventsHostGroupTagsAddReplies },
      },
      async (request, reply) => {
        const { user } = request;
        const { e } = request.params;
        return reply.code(201).send(await addGroupTag(context, user, e, request.body.name, request.metadata));
      },
    );

    app.post(
      '/api/v2/events/:e/host-group-tags/:id/delete',
      {
        config: { need: ['update', 'event'] },
        schema: { params: EventGuestParams, tags, summary: 'Delete a group tag', response: PostEventsHostGroupTagsDeleteReplies },
      },
      async (request) => {
        const { user } = request;
        const { e, id } = request.params;
        return deleteGroupTag(context, user, e, id, request.metadata);
      },
    );
  };
}
