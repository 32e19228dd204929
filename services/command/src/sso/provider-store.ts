import type { Db } from '@usher/infra/db/database';
import type { SsoProvidersTable } from '@usher/infra/db/schema';
import { readConfig } from '@usher/infra/config';
import type { Selectable } from 'kysely';
import type { DomainClaimView } from './domain-claims.ts';

export type ProviderRow = Selectable<SsoProvidersTable>;

export const CALLBACK_PATH = '/account/callback-sso';
export const START_PATH = '/account/login/microsoft';

/** The redirect URI every provider registers: this instance's callback. */
export function redirectUri(): string {
  return `${readConfig().appUrl}${CALLBACK_PATH}`;
}

/** The instance's provider starts at the bare path; an organisation's names itself. */
export function startUrlOf(provider: Pick<ProviderRow, 'id' | 'organisation_id'>): string {
  return provider.organisation_id ? `${START_PATH}?provider=${provider.id}` : START_PATH;
}

export async function providerFor(db: Db, organisationId: string | null): Promise<ProviderRow | undefined> {
  const query = db.selectFrom('sso_providers').selectAll();
  return (organisationId ? query.where('organisation_id', '=', organisationId) : query.where('organisation_id', 'is', null)).executeTakeFirst();
}

export async function providerById(db: Db, id: string): Promise<ProviderRow | undefined> {
  return db.selectFrom('sso_providers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The administrators' view: everything but the secret, with where each of its domains' claims stands. */
export function presentProvider(row: ProviderRow, domains: DomainClaimView[] = []) {
  return {
    id: row.id,
    kind: row.kind,
    display_name: row.display_name,
    issuer_url: row.issuer_url,
    entra_tenant: row.entra_tenant,
    client_id: row.client_id,
    client_secret: '•••• set' as const,
    email_domains: row.email_domains,
    domains,
    redirect_uri: redirectUri(),
    start_url: startUrlOf(row),
  };
}

export function presentPublicProvider(row: ProviderRow) {
  return { name: row.display_name, start_url: startUrlOf(row) };
}
