import { sql } from 'kysely';
import { DomainError } from '@usher/domain/deciders/domain-error';
import { defaultBadgeLayout, type BadgeLayout } from '@usher/domain/badges/badge-layout';
import { customFieldIdOfPassField } from '@usher/domain/passes/event-data';
import { defaultPassSettings, type AccessPassSettings } from '@usher/domain/passes/pass-settings';
import { passTokenAt } from '@usher/infra/http/pass-links';
import type { ServiceContext } from '@usher/infra/context';
import { liveCustomFields, ticketVariationOfGuest } from '../fields/guest-field-columns.ts';

/** What a badge prints of one guest; a field the layout leaves out, or the guest lacks, is null. */
export interface BadgeGuest {
  id: string;
  name: string;
  secondary: string | null;
  ticket_variation: string | null;
  host_group: string | null;
  table: string | null;
  /** The pass token: the same QR code the guest's pass shows, so the door scans either. */
  qr: string | null;
}

export interface BadgeLogo {
  bytes: Buffer;
}

export interface BadgeBatch {
  event: { name: string };
  layout: BadgeLayout;
  look: { band_color: string; band_text_color: string };
  logo: BadgeLogo | null;
  guests: BadgeGuest[];
}

interface EventRow {
  name: string;
  body: Record<string, unknown>;
}

/** The event's badge layout as its read model has it (the default until one is saved). */
export async function loadBadgeLayout(context: ServiceContext, organisationId: string, eventUuid: string): Promise<BadgeLayout> {
  return layoutOf(await eventRow(context, organisationId, eventUuid));
}

async function eventRow(context: ServiceContext, organisationId: string, eventUuid: string): Promise<EventRow> {
  const row = await context.db
    .selectFrom('rm_events')
    .select(['name', 'body'])
    .where('uuid', '=', eventUuid)
    .where('organisation_id', '=', organisationId)
    .executeTakeFirst();
  if (!row) throw DomainError.notFound('event');
  return row;
}

function layoutOf(event: EventRow): BadgeLayout {
  return { ...defaultBadgeLayout(), ...((event.body.badge_layout ?? {}) as Partial<BadgeLayout>) };
}

// pdfkit draws PNG and JPEG; a logo in another type is left off the badge rather than failing the print.
const DRAWABLE = new Set(['image/png', 'image/jpeg']);

async function logoOf(context: ServiceContext, address: string | null): Promise<BadgeLogo | null> {
  const id = address?.match(/^\/media\/([0-9a-f-]{36})$/i)?.[1];
  if (!id) return null;
  const media = await context.db.selectFrom('media').select(['mime_type', 'bytes']).where('id', '=', id).executeTakeFirst();
  return media && DRAWABLE.has(media.mime_type) ? { bytes: media.bytes as Buffer } : null;
}

const text = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  const joined = Array.isArray(value) ? value.map(String).join(', ') : String(value);
  return joined.trim() === '' ? null : joined;
};

/**
 * The event's look and the guests' badge fields, in the order of `ids`; an id that is not a
 * guest of this event is left out (another event's guest is not printed, nor said to exist).
 */
export async function loadBadgeBatch(context: ServiceContext, organisationId: string, eventUuid: string, ids: readonly string[]): Promise<BadgeBatch> {
  const event = await eventRow(context, organisationId, eventUuid);
  const layout = layoutOf(event);
  const access: AccessPassSettings = {
    ...defaultPassSettings().access,
    ...((event.body.pass_settings as { access?: Partial<AccessPassSettings> } | undefined)?.access ?? {}),
  };
  const fieldId = layout.secondary_field ? customFieldIdOfPassField(layout.secondary_field) : null;
  const [rows, logo] = await Promise.all([
    ids.length === 0
      ? Promise.resolve([])
      : context.db
          .selectFrom('rm_attendees as a')
          .innerJoin('rm_events as ev', 'ev.uuid', 'a.event_uuid')
          .leftJoin('rm_host_groups as g', 'g.id', 'a.host_group_id')
          .leftJoin('rm_pass_generations as pg', 'pg.attendee_id', 'a.id')
          .select(['a.id', 'a.full_name', 'a.table_no', 'g.name as host_group', sql<number>`coalesce(pg.pass_generation, 0)`.as('generation')])
          .select(liveCustomFields.as('custom_fields'))
          .select(ticketVariationOfGuest.as('ticket_variation'))
          .where('a.event_uuid', '=', eventUuid)
          .where('a.id', 'in', ids)
          .execute(),
    logoOf(context, access.logo_image),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const guests: BadgeGuest[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) continue;
    guests.push({
      id,
      name: row.full_name,
      secondary: fieldId ? text(row.custom_fields[fieldId]) : null,
      ticket_variation: row.ticket_variation?.name ?? null,
      host_group: row.host_group ?? null,
      table: row.table_no,
      qr: layout.show_qr ? await passTokenAt(context.db, id, row.generation) : null,
    });
  }
  return { event: { name: event.name }, layout, look: { band_color: access.background_color, band_text_color: access.text_color }, logo, guests };
}
