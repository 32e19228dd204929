import { streamIds } from '@usher/events';
import { DomainError } from '@usher/domain/deciders/domain-error';
import type { ServiceContext } from '@usher/infra/runtime/context';
import type { EventMetadata } from '@usher/infra/eventstore/types';
import type { AuthUser } from '@usher/infra/http/authenticate';
import { appendToOwnStream } from '../handling/append-to-own-stream.ts';
import { validateProvider, type ProviderInput } from './provider-rules.ts';
import { forgetProviderConfiguration } from './oidc-configuration.ts';
import { providerFor, type ProviderRow } from './provider-store.ts';

function actorMetadata(actor: AuthUser, metadata: EventMetadata): EventMetadata {
  return { ...metadata, actor: { type: 'user', id: actor.id, name: `${actor.first_name} ${actor.last_name}` }, organisation_id: actor.organisation_id };
}

/**
 * Creates or replaces the provider of a scope (the instance's when organisationId is null).
 * The secret is kept when the form leaves it empty; the audit event says only whether it changed.
 */
export async function saveProvider(context: ServiceContext, actor: AuthUser, organisationId: string | null, input: ProviderInput, metadata: EventMetadata): Promise<ProviderRow> {
  const existing = await providerFor(context.db, organisationId);
  const { errors, value } = validateProvider(input, Boolean(existing));
  if (!value) throw DomainError.validation(errors);
  const now = context.clock.now();
  const columns = {
    kind: value.kind,
    display_name: value.display_name,
    issuer_url: value.issuer_url,
    entra_tenant: value.entra_tenant,
    client_id: value.client_id,
    email_domains: organisationId ? value.email_domains : [],
    updated_at: now,
  };
  const row = existing
    ? await context.db
        .updateTable('sso_providers')
        .set({ ...columns, ...(value.client_secret ? { client_secret: value.client_secret } : {}) })
        .where('id', '=', existing.id)
        .returningAll()
        .executeTakeFirstOrThrow()
    : await context.db
        .insertInto('sso_providers')
        .values({ id: context.ids.uuid(), organisation_id: organisationId, client_secret: value.client_secret!, created_at: now, ...columns })
        .returningAll()
        .executeTakeFirstOrThrow();
  forgetProviderConfiguration(row.id);
  await appendToOwnStream(context, streamIds.user(actor.id), {
    type: 'SsoProviderConfigured',
    data: { provider_id: row.id, organisation_id: organisationId, kind: row.kind, display_name: row.display_name, client_id: row.client_id, client_secret_changed: Boolean(value.client_secret) },
    metadata: actorMetadata(actor, metadata),
  });
  return row;
}

/** Removes a scope's provider; the identities stay, so connecting it again restores them. */
export async function removeProvider(context: ServiceContext, actor: AuthUser, organisationId: string | null, metadata: EventMetadata): Promise<void> {
  const existing = await providerFor(context.db, organisationId);
  if (!existing) return;
  await context.db.deleteFrom('sso_providers').where('id', '=', existing.id).execute();
  forgetProviderConfiguration(existing.id);
  await appendToOwnStream(context, streamIds.user(actor.id), {
    type: 'SsoProviderRemoved',
    data: { provider_id: existing.id, organisation_id: organisationId },
    metadata: actorMetadata(actor, metadata),
  });
}
