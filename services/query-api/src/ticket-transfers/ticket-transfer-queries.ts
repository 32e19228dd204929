import type { ServiceContext } from '@usher/infra/context';

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

const holder = (first_name: string, last_name: string, email: string | null) => ({
  first_name,
  last_name,
  full_name: `${first_name} ${last_name}`.trim(),
  email,
});

/** Which transfers a list shows: those waiting (for the new holder or the organiser), or every one. */
export const TRANSFER_LIST_FILTERS = { pending: ['pending_acceptance', 'pending_approval'], awaiting_approval: ['pending_approval'], all: null } as const;
export type TransferListFilter = keyof typeof TRANSFER_LIST_FILTERS;

/** An event's ticket transfers, newest first, paged in SQL. */
export async function listTicketTransfers(context: ServiceContext, eventUuid: string, query: { filter: TransferListFilter; page: number; per_page: number }) {
  const statuses = TRANSFER_LIST_FILTERS[query.filter];
  let base = context.db.selectFrom('rm_ticket_transfers').where('event_uuid', '=', eventUuid);
  if (statuses) base = base.where('status', 'in', [...statuses]);
  const [rows, count] = await Promise.all([
    base
      .selectAll()
      .orderBy('requested_at', 'desc')
      .orderBy('id')
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.total);
  return {
    data: rows.map((row) => ({
      id: row.id,
      attendee_id: row.attendee_id,
      type: row.type,
      status: row.status,
      requires_approval: row.requires_approval,
      from: holder(row.from_first_name, row.from_last_name, row.from_email),
      to: holder(row.to_first_name, row.to_last_name, row.to_email),
      requested_at: iso(row.requested_at)!,
      accepted_at: iso(row.accepted_at),
      completed_at: iso(row.completed_at),
    })),
    meta: { total, page: query.page, per_page: query.per_page, last_page: Math.max(1, Math.ceil(total / query.per_page)) },
  };
}
