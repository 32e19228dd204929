import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventParams } from '@usher/domain/contract/request-params';
import {
  AddJourneyStepBody,
  CreateJourneyBody,
  JourneyCommandReply,
  JourneyDeleteReply,
  JourneyParams,
  JourneyStepParams,
  UpdateJourneyActionsBody,
  UpdateJourneyBody,
  UpdateJourneyStepBody,
} from '@usher/domain/contract/journeys';
import type { ServiceContext } from '@usher/infra/context';
import {
  addJourneyStep,
  createJourney,
  deleteJourney,
  duplicateJourney,
  removeJourneyStep,
  setJourneyStepActions,
  updateJourney,
  updateJourneyStep,
} from './journey-handlers.ts';

/**
 * Journeys' writes (spec section 7 Journeys, under /events/{e}/journeys).
 * Editors write; viewers read on the query side. Every change to a draft
 * keeps it sound (422 by field otherwise); publishing needs it complete.
 */
export function journeyRoutes(context: ServiceContext): FastifyPluginAsyncZod {
  return async (app) => {
    const tags = ['journeys'];
    const base = '/api/v2/events/:e/journeys';

    app.post(
      `${base}/create`,
      {
        config: { need: ['update', 'event'] },
        schema: {
          params: EventParams,
          body: CreateJourneyBody,
          tags,
          summary: 'Create a journey, blank or from a default template',
          response: { 201: JourneyCommandReply },
        },
      },
      async (request, reply) => {
        const { user } = request;
        const { e } = request.params;
        return reply.code(201).send(await createJourney(context, user, e, request.body, request.metadata));
      },
    );

    app.put(
      `${base}/:id`,
      {
        config: { need: ['update', 'event'] },
        schema: {
          params: JourneyParams,
          body: UpdateJourneyBody,
          tags,
          summary: "Rename a journey, choose its first step, make it the event's default, or publish its draft",
          response: { 200: JourneyCommandReply },
        },
      },
      async (request) => {
        const { user } = request;
        const { e, id } = request.params;
        return updateJourney(context, user, e, id, request.body, request.metadata);
      },
    );

    app.post(
      `${base}/:id/duplicate`,
      {
        config: { need: ['update', 'event'] },
        schema: { params: JourneyParams, tags, summary: "Copy a journey's draft as a new journey", response: { 201: JourneyCommandReply } },
      },
      async (request, reply) => {
        const { user } = request;
        const { e, id } = request.params;
        return reply.code(201).send(await duplicateJourney(context, user, e, id, request.metadata));
      },
    );

    app.put(
      `${base}/:id/add-step`,
      {
        config: { need: ['update', 'event'] },
        schema: { params: JourneyParams, body: AddJourneyStepBody, tags, summary: "Add a step to a journey's draft", response: { 200: JourneyCommandReply } },
      },
      async (request) => {
        const { user } = request;
        const { e, id } = request.params;
        return addJourneyStep(context, user, e, id, request.body, request.metadata);
      },
    );

    app.put(
      `${base}/:id/:step/update-step`,
      {
        config: { need: ['update', 'event'] },
        schema: {
          params: JourneyStepParams,
          body: UpdateJourneyStepBody,
          tags,
          summary: "Change a step of a journey's draft",
          response: { 200: JourneyCommandReply },
        },
      },
      async (request) => {
        const { user } = request;
        const { e, id, step } = request.params;
        return updateJourneyStep(context, user, e, id, step, request.body, request.metadata);
      },
    );

    app.put(
      `${base}/:id/:step/update-action`,
      {
        config: { need: ['update', 'event'] },
        schema: {
          params: JourneyStepParams,
          body: UpdateJourneyActionsBody,
          tags,
          summary: "Set a step's buttons and branches",
          response: { 200: JourneyCommandReply },
        },
      },
      async (request) => {
        const { user } = request;
        const { e, id, step } = request.params;
        return setJourneyStepActions(context, user, e, id, step, request.body, request.metadata);
      },
    );

    app.delete(
      `${base}/:id/:step/remove-step`,
      {
        config: { need: ['update', 'event'] },
        schema: {
          params: JourneyStepParams,
          tags,
          summary: "Remove a step (and the connections to it) from a journey's draft",
          response: { 200: JourneyCommandReply },
        },
      },
      async (request) => {
        const { user } = request;
        const { e, id, step } = request.params;
        return removeJourneyStep(context, user, e, id, step, request.metadata);
      },
    );

    app.delete(
      `${base}/:id`,
      { config: { need: ['update', 'event'] }, schema: { params: JourneyParams, tags, summary: 'Delete a journey', response: { 200: JourneyDeleteReply } } },
      async (request) => {
        const { user } = request;
        const { e, id } = request.params;
        return deleteJourney(context, user, e, id, request.metadata);
      },
    );
  };
}
