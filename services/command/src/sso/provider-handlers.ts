import { streamIds } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { ServiceContext } from '@usher/infra/context';
import { WrongExpectedVersionError, type AppendRequest, type EventMetadata } from '@usher/infra/eventstore/types';
import type { AuthUser } from '@usher/infra/http/authenticate';
import type { Db } from '@usher/infra/db/database';
import { appendToOwnStream } from '../handling/append-to-own-stream.ts';
import { aggregateCache } from '../handling/aggregate-cache.ts';
import { MAX_ATTEMPTS } from '../handling/decision-steps.ts';
import { validateProvider, type ProviderInput } from './provider-rules.ts';
import { forgetProviderConfiguration } from './oidc-configuration.ts';
import { providerFor, type ProviderRow } from './provider-store.ts';
import { claimChanges, loadDomains } from './domain-claims.ts';

function actorMetadata(actor: AuthUser, metadata: EventMetadata): EventMetadata {
  return { ...metadata, actor: { type: 'user', id: actor.id, name: `${actor.first_name} ${actor.last_name}` }, organisation_id: actor.organisation_id };
}

/**
 * Writes the provider's row and its domains' claims and releases in one transaction, so a
 * provider never lists a domain it does not claim. A domain stream that moved since it was read
 * makes the whole save start again from fresh reads.
 */
async function withDomainChanges<Row>(context: ServiceContext, changes: AppendRequest[], write: (trx: Db) => Promise<Row>): Promise<Row> {
  const row = await context.db.transaction().execute(async (trx) => {
    const written = await write(trx);
    if (changes.length > 0) await context.store.append(changes, { trx });
    return written;
  });
  if (changes.length > 0) {
    aggregateCache.forget(changes.map((change) => change.streamId));
    context.store.notifyAppended(changes.flatMap((change) => change.events.map((event) => event.type)));
  }
  return row;
}

async function retryingLostRaces<Result>(attempt: () => Promise<Result>): Promise<Result> {
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError) || tries >= MAX_ATTEMPTS) throw error;
    }
  }
}

/**
 * Creates or replaces the provider of a scope (the instance's when organisationId is null).
 * The secret is kept when the form leaves it empty; the audit event says only whether it changed.
 * An organisation's email domains are claimed, each waiting for its proof; one another
 * organisation proved is refused.
 */
export async function saveProvider(
  context: ServiceContext,
  actor: AuthUser,
  organisationId: string | null,
  input: ProviderInput,
  metadata: EventMetadata,
): Promise<ProviderRow> {
  const { row, secretChanged } = await retryingLostRaces(async () => {
    const existing = await providerFor(context.db, organisationId);
    const { errors, value } = validateProvider(input, Boolean(existing));
    if (!value) throw DomainError.validation(errors);
    const domains = organisationId ? value.email_domains : [];
    const dropped = (existing?.email_domains ?? []).filter((domain) => !domains.includes(domain));
    const changes = organisationId
      ? claimChanges(await loadDomains(context, [...domains, ...dropped]), organisationId, domains, dropped, actorMetadata(actor, metadata))
      : [];
    const now = context.clock.now();
    const columns = {
      kind: value.kind,
      display_name: value.display_name,
      issuer_url: value.issuer_url,
      entra_tenant: value.entra_tenant,
      client_id: value.client_id,
      email_domains: domains,
      updated_at: now,
    };
    const saved = await withDomainChanges(context, changes, (trx) =>
      existing
        ? trx
            .updateTable('sso_providers')
            .set({ ...columns, ...(value.client_secret ? { client_secret: value.client_secret } : {}) })
            .where('id', '=', existing.id)
            .returningAll()
            .executeTakeFirstOrThrow()
        : trx
            .insertInto('sso_providers')
            .values({ id: context.ids.uuid(), organisation_id: organisationId, client_secret: value.client_secret!, created_at: now, ...columns })
            .returningAll()
            .executeTakeFirstOrThrow(),
    );
    return { row: saved, secretChanged: Boolean(value.client_secret) };
  });
  forgetProviderConfiguration(row.id);
  await appendToOwnStream(context, streamIds.user(actor.id), {
    type: 'SsoProviderConfigured',
    data: {
      provider_id: row.id,
      organisation_id: organisationId,
      kind: row.kind,
      display_name: row.display_name,
      client_id: row.client_id,
      client_secret_changed: secretChanged,
    },
    metadata: actorMetadata(actor, metadata),
  });
  return row;
}

/**
 * Removes a scope's provider; the identities stay, so connecting it again restores them. Its
 * domains are released with it: a provider that is gone speaks for no domain.
 */
export async function removeProvider(context: ServiceContext, actor: AuthUser, organisationId: string | null, metadata: EventMetadata): Promise<void> {
  const existing = await retryingLostRaces(async () => {
    const found = await providerFor(context.db, organisationId);
    if (!found) return undefined;
    const changes = organisationId
      ? claimChanges(await loadDomains(context, found.email_domains), organisationId, [], found.email_domains, actorMetadata(actor, metadata))
      : [];
    await withDomainChanges(context, changes, (trx) => trx.deleteFrom('sso_providers').where('id', '=', found.id).execute());
    return found;
  });
  if (!existing) return;
  forgetProviderConfiguration(existing.id);
  await appendToOwnStream(context, streamIds.user(actor.id), {
    type: 'SsoProviderRemoved',
    data: { provider_id: existing.id, organisation_id: organisationId },
    metadata: actorMetadata(actor, metadata),
  });
}
