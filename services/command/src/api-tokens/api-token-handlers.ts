import { sql } from 'kysely';
import { apiTokensStream, eventCatalogue, type ApiTokenScope, type DomainEvent } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { validateApiToken } from '@usher/domain/api-tokens/api-token-rules';
import { isUuid } from '@usher/domain/ids/uuid';
import type { AuthUser } from '@usher/infra/http/authenticate';
import { forgetApiToken, mintApiToken } from '@usher/infra/http/api-token-auth';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { Db } from '@usher/infra/db/database';
import type { ServiceContext } from '@usher/infra/context';
import type { ApiTokenView, CreateApiTokenReq } from './api-token-schemas.ts';

type Owner = Pick<AuthUser, 'id' | 'organisation_id'>;

interface ApiTokenRow {
  id: string;
  name: string;
  scopes: string[];
  prefix: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

function present(row: ApiTokenRow): ApiTokenView {
  return {
    id: row.id,
    name: row.name,
    scopes: row.scopes as ApiTokenScope[],
    prefix: row.prefix,
    created_at: new Date(row.created_at).toISOString(),
    last_used_at: row.last_used_at ? new Date(row.last_used_at).toISOString() : null,
    revoked_at: row.revoked_at ? new Date(row.revoked_at).toISOString() : null,
  };
}

const COLUMNS = ['id', 'name', 'scopes', 'prefix', 'created_at', 'last_used_at', 'revoked_at'] as const;

/** The person's live tokens, newest first. Revoked ones stay in the table (and the log) but leave the list. */
export async function listApiTokens(context: ServiceContext, owner: Owner): Promise<ApiTokenView[]> {
  const rows = await context.db
    .selectFrom('api_tokens')
    .select(COLUMNS)
    .where('user_id', '=', owner.id)
    .where('organisation_id', '=', owner.organisation_id)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map(present);
}

/**
 * Stores only the token's hash; the plain token is in the reply and nowhere
 * else. The row and its audit event commit together.
 */
export async function createApiToken(
  context: ServiceContext,
  owner: Owner,
  input: CreateApiTokenReq,
  metadata: EventMetadata,
): Promise<ApiTokenView & { token: string }> {
  const errors = validateApiToken(input);
  if (Object.keys(errors).length > 0) throw DomainError.validation(errors);
  const name = input.name!.trim();
  const scopes = [...new Set(input.scopes!)] as ApiTokenScope[];
  const { token, tokenHash, prefix } = mintApiToken();
  const id = context.ids.uuid();
  const row = await context.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('api_tokens')
      .values({ id, organisation_id: owner.organisation_id, user_id: owner.id, name, scopes, token_hash: tokenHash, prefix })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    await appendAuditInTransaction(
      context,
      trx,
      owner.organisation_id,
      {
        type: 'ApiTokenCreated',
        data: { token_id: id, organisation_id: owner.organisation_id, user_id: owner.id, name, scopes, prefix },
      },
      metadata,
    );
    return inserted;
  });
  context.store.notifyAppended(['ApiTokenCreated']);
  return { ...present(row), token };
}

/** A token stops working at once on this instance, within seconds on others. Someone else's token is 404. */
export async function revokeApiToken(context: ServiceContext, owner: Owner, tokenId: string, metadata: EventMetadata): Promise<ApiTokenView> {
  if (!isUuid(tokenId)) throw DomainError.notFound('api_token');
  const row = await context.db.transaction().execute(async (trx) => {
    const revoked = await trx
      .updateTable('api_tokens')
      .set({ revoked_at: context.clock.now() })
      .where('id', '=', tokenId)
      .where('user_id', '=', owner.id)
      .where('organisation_id', '=', owner.organisation_id)
      .where('revoked_at', 'is', null)
      .returning(COLUMNS)
      .executeTakeFirst();
    if (!revoked) throw DomainError.notFound('api_token');
    await appendAuditInTransaction(
      context,
      trx,
      owner.organisation_id,
      {
        type: 'ApiTokenRevoked',
        data: { token_id: tokenId, organisation_id: owner.organisation_id, user_id: owner.id, name: revoked.name },
      },
      metadata,
    );
    return revoked;
  });
  forgetApiToken(tokenId);
  context.store.notifyAppended(['ApiTokenRevoked']);
  return present(row);
}

/**
 * Appends to the organisation's token stream inside the caller's transaction.
 * A transaction-scoped lock on the stream serialises the organisation's token
 * changes, so the expected version read here cannot be overtaken.
 */
async function appendAuditInTransaction(
  context: ServiceContext,
  trx: Db,
  organisationId: string,
  event: Extract<DomainEvent, { type: 'ApiTokenCreated' | 'ApiTokenRevoked' }>,
  metadata: EventMetadata,
): Promise<void> {
  const streamId = apiTokensStream(organisationId);
  await sql`select pg_advisory_xact_lock(hashtext(${streamId}))`.execute(trx);
  const version = await context.store.streamVersion(streamId, trx);
  const entry = eventCatalogue[event.type];
  await context.store.append(
    [
      {
        streamId,
        expectedVersion: version,
        events: [
          { type: event.type, schemaVersion: entry.version, data: entry.schema.parse(event.data), metadata: { ...metadata, organisation_id: organisationId } },
        ],
      },
    ],
    { trx },
  );
}
