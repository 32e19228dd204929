import { sql } from 'kysely';
import type { ServiceContext } from '@usher/infra/context';

export interface AdminUserQuery {
  search?: string;
  page: number;
  per_page: number;
}

/** Escapes LIKE's wildcards so a search for '50%' finds '50%', not everything. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Every account of the instance, newest first, for its administrators: who
 * they are, whether they administer the instance, when they joined and when
 * they last signed in.
 */
export async function listUsers(context: ServiceContext, query: AdminUserQuery) {
  const search = query.search?.trim();
  let base = context.db.selectFrom('users');
  if (search) {
    const pattern = likePattern(search.toLowerCase());
    base = base.where((eb) =>
      eb.or([eb(sql`lower(users.email)`, 'like', pattern), eb(sql`lower(users.first_name || ' ' || users.last_name)`, 'like', pattern)]),
    );
  }
  const [rows, total] = await Promise.all([
    base
      .select([
        'users.id',
        'users.first_name',
        'users.last_name',
        'users.email',
        'users.organisation_id',
        'users.is_admin',
        'users.created_at',
        'users.disabled_at',
        // Every sign-in records its address with the time; sessions are no record, since signing out (or being signed out) deletes them.
        (eb) =>
          eb
            .selectFrom('login_known_addresses')
            .whereRef('login_known_addresses.user_id', '=', 'users.id')
            .select((s) => s.fn.max('login_known_addresses.last_login_at').as('at'))
            .as('last_signed_in_at'),
        'users.two_factor_required',
        (eb) =>
          eb
            .exists(
              eb
                .selectFrom('user_two_factor')
                .whereRef('user_two_factor.user_id', '=', 'users.id')
                .where('user_two_factor.confirmed_at', 'is not', null)
                .select('user_two_factor.user_id'),
            )
            .as('two_factor_enabled'),
      ])
      .orderBy('users.created_at', 'desc')
      .orderBy('users.id')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const count = Number(total.count);
  return {
    data: rows.map((row) => ({
      id: row.id,
      full_name: `${row.first_name} ${row.last_name}`.trim(),
      first_name: row.first_name,
      last_name: row.last_name,
      email: row.email,
      organisation_id: row.organisation_id,
      is_admin: row.is_admin,
      created_at: new Date(row.created_at).toISOString(),
      disabled: row.disabled_at !== null,
      last_signed_in_at: row.last_signed_in_at ? new Date(row.last_signed_in_at as string | Date).toISOString() : null,
      two_factor_enabled: Boolean(row.two_factor_enabled),
      two_factor_required: row.two_factor_required,
    })),
    meta: { total: count, page: query.page, per_page: query.per_page, last_page: Math.max(1, Math.ceil(count / query.per_page)) },
  };
}
