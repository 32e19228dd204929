import type { z } from 'zod';
import { streamIds, type DomainEvent } from '@usher/events';
import { eventDecider, type EventState } from '@usher/domain/deciders/event-decider';
import {
  normalizeSmtpFields,
  smtpConfigurationDecider,
  validateSmtpConfiguration,
  type SmtpConfigurationFields,
  type SmtpConfigurationState,
} from '@usher/domain/deciders/smtp-configuration-decider';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { evolveFrom, fold } from '@usher/domain/deciders/decider';
import { hasErrors } from '@usher/domain/validation/errors';
import type { SmtpConfigurationBody } from '@usher/domain/contract/communications';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { ServiceContext } from '@usher/infra/context';
import type { Db } from '@usher/infra/db/database';
import { seal, unseal } from '@usher/infra/secrets/secret-box';
import { loadEvent } from '../access/event-access.ts';
import { toDomainEvent } from '../handling/decision-steps.ts';
import { decideOnStreams, type LoadStream } from './decide-on-streams.ts';
import { limitTestMails, noteTestMailSent, requireRecipient, sendSmtpTestMessage } from './smtp-test.ts';

type SmtpInput = z.infer<typeof SmtpConfigurationBody>;

/** What the body asks of the password: a new one, none any more, or the saved one kept. */
type PasswordChange = { kind: 'set'; sealed: string } | { kind: 'remove' } | { kind: 'keep' };

function fieldsOf(input: SmtpInput, hasPassword: boolean): SmtpConfigurationFields {
  return {
    name: input.name,
    host: input.host,
    port: input.port,
    security: input.security,
    username: input.username,
    has_password: hasPassword,
    from_email: input.from_email,
    from_name: input.from_name,
    reply_to: input.reply_to,
    max_per_minute: input.max_per_minute,
  };
}

function presentConfiguration(id: string, state: SmtpConfigurationState, event: EventState, times: { createdAt: Date; updatedAt: Date }) {
  return {
    id,
    event_uuid: state.event_uuid!,
    ...state.fields!,
    is_event_default: event.communications.smtp_configuration_id === id,
    created_at: times.createdAt.toISOString(),
    updated_at: times.updatedAt.toISOString(),
  };
}

/** The password lives outside the log: sealed in smtp_configuration_secrets, in the append's transaction. */
async function changeSecret(trx: Db, configurationId: string, change: PasswordChange): Promise<void> {
  if (change.kind === 'set') {
    await trx
      .insertInto('smtp_configuration_secrets')
      .values({ smtp_configuration_id: configurationId, password_sealed: change.sealed })
      .onConflict((conflict) => conflict.column('smtp_configuration_id').doUpdateSet({ password_sealed: change.sealed, updated_at: new Date() }))
      .execute();
  } else if (change.kind === 'remove') {
    await trx.deleteFrom('smtp_configuration_secrets').where('smtp_configuration_id', '=', configurationId).execute();
  }
}

async function passwordChangeOf(context: ServiceContext, password: string | null | undefined): Promise<PasswordChange> {
  if (password === undefined || password === null) return { kind: 'keep' };
  if (password === '') return { kind: 'remove' };
  return { kind: 'set', sealed: await seal(context.db, password, 'smtp_password_key') };
}

async function savedPassword(context: ServiceContext, configurationId: string): Promise<string | null> {
  const row = await context.db
    .selectFrom('smtp_configuration_secrets')
    .select('password_sealed')
    .where('smtp_configuration_id', '=', configurationId)
    .executeTakeFirst();
  return row ? unseal(context.db, row.password_sealed, 'smtp_password_key') : null;
}

const eventUses = (event: EventState, configurationId: string, use: boolean | undefined): DomainEvent[] => {
  if (use === undefined || (event.communications.smtp_configuration_id === configurationId) === use) return [];
  return eventDecider.decide(
    {
      type: 'ChangeCommunicationSettings',
      smtp_configuration_id: use ? configurationId : null,
      known: { templates: new Map(), smtpConfigurationIds: new Set([configurationId]) },
    },
    event,
  );
};

async function loadOwnConfiguration(load: LoadStream, eventUuid: string, configurationId: string) {
  const loaded = await load(smtpConfigurationDecider, streamIds.smtpConfiguration(configurationId));
  if (!loaded.state.exists || loaded.state.removed || loaded.state.event_uuid !== eventUuid) throw DomainError.notFound('smtp_configuration');
  return loaded;
}

/**
 * A test of the settings as typed: nothing is saved. Without a password, an
 * existing configuration's (`id`) saved one is used, so an organiser can test
 * again without typing it.
 */
export async function testSmtpConfiguration(context: ServiceContext, user: AuthUser, eventUuid: string, input: SmtpInput) {
  const event = await loadEvent(context, eventUuid);
  const to = requireRecipient(input.test_recipient, 'test_recipient', 'The test recipient');
  let password = input.password || null;
  if (password === null && input.id && input.password !== '') {
    const state = fold(smtpConfigurationDecider, (await context.store.readStream(streamIds.smtpConfiguration(input.id))).map(toDomainEvent));
    if (!state.exists || state.removed || state.event_uuid !== eventUuid) throw DomainError.notFound('smtp_configuration');
    password = await savedPassword(context, input.id);
  }
  const fields = normalizeSmtpFields(fieldsOf(input, password !== null));
  const errors = validateSmtpConfiguration(fields);
  if (hasErrors(errors)) throw DomainError.validation(errors);
  await limitTestMails(context, user, 'smtp-configuration-test');
  const sent = await sendSmtpTestMessage({ ...fields, password }, fields, to, event.settings.name);
  if (sent.accepted) await noteTestMailSent(context, 'smtp-configuration-test');
  return { data: sent };
}

/** Saves a new configuration, or changes one (`configurationId`); `use_for_event` makes it the event's in the same append. */
export async function saveSmtpConfiguration(
  context: ServiceContext,
  user: AuthUser,
  eventUuid: string,
  configurationId: string | null,
  input: SmtpInput,
  metadata: EventMetadata,
) {
  const id = configurationId ?? context.ids.uuid();
  const password = await passwordChangeOf(context, input.password);
  const now = context.clock.now();
  const { result, position, recordedAt } = await decideOnStreams(
    context,
    metadata,
    async (load) => {
      const configuration = configurationId
        ? await loadOwnConfiguration(load, eventUuid, configurationId)
        : await load(smtpConfigurationDecider, streamIds.smtpConfiguration(id));
      const event = await load(eventDecider, streamIds.event(eventUuid));
      const hasPassword = password.kind === 'keep' ? (configuration.state.fields?.has_password ?? false) : password.kind === 'set';
      const saved = smtpConfigurationDecider.decide(
        { type: 'SaveSmtpConfiguration', event_uuid: eventUuid, smtp_configuration_id: id, fields: fieldsOf(input, hasPassword) },
        configuration.state,
      );
      const state = evolveFrom(smtpConfigurationDecider, configuration.state, saved);
      const settings = eventUses(event.state, id, input.use_for_event);
      return {
        events: [
          { streamId: streamIds.smtpConfiguration(id), events: saved },
          { streamId: streamIds.event(eventUuid), events: settings },
        ],
        result: { state, event: evolveFrom(eventDecider, event.state, settings), createdAt: configuration.createdAt, updatedAt: configuration.updatedAt },
      };
    },
    { inTransaction: (trx) => changeSecret(trx, id, password) },
  );
  const createdAt = result.createdAt ?? recordedAt ?? now;
  return { data: presentConfiguration(id, result.state, result.event, { createdAt, updatedAt: recordedAt ?? result.updatedAt ?? now }), position };
}

/** Removed with its password; an event that used it sends through the instance's mail again. */
export async function removeSmtpConfiguration(context: ServiceContext, user: AuthUser, eventUuid: string, configurationId: string, metadata: EventMetadata) {
  const { position } = await decideOnStreams(
    context,
    metadata,
    async (load) => {
      const configuration = await loadOwnConfiguration(load, eventUuid, configurationId);
      const event = await load(eventDecider, streamIds.event(eventUuid));
      const removed = smtpConfigurationDecider.decide({ type: 'RemoveSmtpConfiguration' }, configuration.state);
      return {
        events: [
          { streamId: streamIds.smtpConfiguration(configurationId), events: removed },
          { streamId: streamIds.event(eventUuid), events: eventUses(event.state, configurationId, false) },
        ],
        result: null,
      };
    },
    { inTransaction: (trx) => changeSecret(trx, configurationId, { kind: 'remove' }) },
  );
  return { data: { id: configurationId, deleted: true }, position };
}
