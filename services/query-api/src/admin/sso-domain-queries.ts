import { sql } from 'kysely';
import { verificationRecordOf } from '@usher/domain/sso/sso-domain-decider';
import type { ServiceContext } from '@usher/infra/context';

export interface SsoDomainClaimQuery {
  page: number;
  per_page: number;
}

/**
 * Every organisation's claims to email domains, for the instance's administrators: those waiting
 * for a proof first (an administrator may approve them by hand), newest first. A claim another
 * organisation's proof overtook says 'taken'. Who claimed it is named with their address as it is now.
 */
export async function listSsoDomainClaims(context: ServiceContext, query: SsoDomainClaimQuery) {
  const [rows, total] = await Promise.all([
    context.db
      .selectFrom('rm_sso_domain_claims as c')
      .leftJoin('rm_organisations as o', 'o.organisation_id', 'c.organisation_id')
      .leftJoin('users as u', 'u.id', 'c.claimed_by_user_id')
      .select([
        'c.domain',
        'c.organisation_id',
        'c.verification_token',
        'c.status',
        'c.claimed_by_name',
        'c.claimed_at',
        'c.proved_at',
        'o.name as organisation_name',
        'u.email as claimed_by_email',
      ])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('rm_sso_domain_claims as p')
              .whereRef('p.domain', '=', 'c.domain')
              .whereRef('p.organisation_id', '<>', 'c.organisation_id')
              .where('p.status', '<>', 'waiting')
              .select('p.domain'),
          )
          .as('taken'),
      )
      .orderBy(sql`c.status = 'waiting'`, 'desc')
      .orderBy('c.claimed_at', 'desc')
      .orderBy('c.domain')
      .orderBy('c.organisation_id')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    context.db
      .selectFrom('rm_sso_domain_claims')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  const count = Number(total.count);
  return {
    data: rows.map((row) => ({
      domain: row.domain,
      organisation_id: row.organisation_id,
      organisation_name: row.organisation_name,
      status: row.status === 'waiting' && row.taken ? ('taken' as const) : row.status,
      claimed_by: row.claimed_by_name ? { name: row.claimed_by_name, email: row.claimed_by_email } : null,
      claimed_at: new Date(row.claimed_at).toISOString(),
      proved_at: row.proved_at ? new Date(row.proved_at).toISOString() : null,
      txt_record: verificationRecordOf(row.domain, row.verification_token),
    })),
    meta: { total: count, page: query.page, per_page: query.per_page, last_page: Math.max(1, Math.ceil(count / query.per_page)) },
  };
}
