import { DomainError } from '@usher/domain/deciders/domain-error';
import { resolveGuestLanguage } from '@usher/domain/i18n/languages';
import type { EventSettings } from '@usher/domain/deciders/event-defaults';
import { initialEventPass } from '@usher/domain/deciders/event-pass-decider';
import type { Location } from '@usher/domain/constants/locations';
import { passView, type PassGuest } from '@usher/domain/passes/pass-view';
import { withoutUndefined } from '@usher/domain/passes/pass-settings';
import { tagFieldsOf } from '@usher/domain/presenters/tag-fields';
import { passOfToken } from '@usher/infra/http/pass-links';
import { appUrlOf } from '@usher/infra/mail/message-id';
import { walletLinksOf } from '@usher/infra/wallet/wallet-credentials';
import { currentPassGeneration } from '@usher/read-models/passes/guest-links';
import { PASS_TRANSFERRED_MESSAGE } from '@usher/domain/deciders/attendee-ticket-transfer';
import { organisationBrandOfEvent } from '@usher/read-models/organisations/organisation-brand';
import type { ServiceContext } from '@usher/infra/context';
import { eventFieldsOfBody } from '../fields/event-fields-read.ts';
import { liveCustomFields, ticketVariationOfGuest } from '../fields/guest-field-columns.ts';
import { tagsById } from '../attendee-tags/tag-queries.ts';
import { eventPassOfBody } from './event-pass-read.ts';

const passNotFound = () => new DomainError('not_found', 'pass_not_found', 'This pass link is not valid.');

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** What the public pass page shows for a token; a bad, foreign or removed guest's token is the same 404. */
/** `asked`: the language picked on the page and the browser's (Accept-Language), after the guest's and the event's. */
export async function publicPass(context: ServiceContext, token: string, asked: { chosen?: string | null; browser?: string | null } = {}) {
  const named = await passOfToken(context.db, token);
  if (!named) throw passNotFound();
  const attendeeId = named.attendee_id;
  // A pass of an earlier generation: the ticket was handed to someone else, who holds the new pass.
  if (named.generation < (await currentPassGeneration(context.db, attendeeId))) throw new DomainError('conflict', 'pass_transferred', PASS_TRANSFERRED_MESSAGE);
  const row = await context.db
    .selectFrom('rm_attendees as a')
    .innerJoin('rm_events as ev', 'ev.uuid', 'a.event_uuid')
    .selectAll('a')
    .select(['ev.body as event_body'])
    .select([liveCustomFields.as('live_custom_fields'), ticketVariationOfGuest.as('ticket_variation')])
    .where('a.id', '=', attendeeId)
    .executeTakeFirst();
  if (!row) throw passNotFound();
  const settings = row.event_body.settings as EventSettings;
  if (settings.is_pass_enabled === false) throw new DomainError('not_found', 'pass_disabled', 'Passes are not enabled for this event.');
  const plusOnes = await context.db
    .selectFrom('rm_attendees')
    .select(['full_name', 'is_forgotten'])
    .where('parent_attendee_id', '=', attendeeId)
    .orderBy('created_at')
    .execute();
  const pass = { ...initialEventPass(), ...withoutUndefined(eventPassOfBody(row.event_body)) };
  const fields = eventFieldsOfBody(row.event_body);
  const wantsTags = [...pass.event_data.fields_order_before_checkin, ...pass.event_data.fields_order_after_checkin].includes('tags');
  const tags = wantsTags && row.tags.length > 0 ? tagFieldsOf(row.tags, await tagsById(context, row.event_uuid)).tags : [];
  const guest: PassGuest = {
    full_name: row.full_name,
    is_forgotten: row.is_forgotten,
    checked_in: row.checked_in,
    checked_in_at: iso(row.checked_in_at),
    values: {
      full_name: row.full_name,
      email: row.email,
      phone_number: row.phone_number,
      total_tickets: row.total_tickets,
      ticket_variation: row.ticket_variation,
      tags,
      checked_in_at: iso(row.checked_in_at),
    },
    custom_fields: row.live_custom_fields,
    // The seat columns the floor plan keeps on the guest's row (a theatre's row, a venue's table).
    seat: { section: row.section, row_no: row.row_no, table_no: row.table_no, seat_no: row.seat_no },
  };
  const organisation = await organisationBrandOfEvent(context.db, row.event_uuid);
  return {
    data: {
      ...passView({
        event: { ...settings, location: row.event_body.location as Location },
        pass_settings: pass.pass_settings,
        event_data: pass.event_data,
        custom_fields: fields.custom_fields ?? [],
        guest,
        plus_ones: plusOnes,
        language: resolveGuestLanguage({ chosen: asked.chosen, guest: row.language, event: settings.default_language, browser: asked.browser }),
      }),
      organisation,
      // The wallets' buttons, each only when the instance has that wallet's credentials.
      wallet: await walletLinksOf(context.db, token, appUrlOf(process.env)),
    },
  };
}
