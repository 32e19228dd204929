import { hexOf, seatLineOf, type WalletPassContent } from './wallet-pass-content.ts';

/** The Google Wallet issuer and the service account whose key signs the "Save to Google Wallet" links. */
export interface GoogleWalletIdentifiers {
  issuer_id: string;
  service_account_email: string;
}

const localized = (value: string) => ({ defaultValue: { language: 'en-US', value } });

// An id's suffix may hold letters, digits, '.', '_' and '-' only; a pass token and a uuid are made of those.
const idOf = (issuerId: string, suffix: string) => `${issuerId}.${suffix.replace(/[^\w.-]/g, '_')}`;

/** The event's class: what every guest's ticket of the event shares (its name, venue, time, look). */
export function googleEventTicketClass(content: WalletPassContent, ids: GoogleWalletIdentifiers): Record<string, unknown> {
  const { view } = content;
  return {
    id: idOf(ids.issuer_id, `event-${content.event_uuid}`),
    issuerName: content.organisation_name,
    eventName: localized(view.event.name),
    reviewStatus: 'UNDER_REVIEW',
    ...(view.event.where ? { venue: { name: localized(view.event.where.split(', ')[0]!), address: localized(view.event.where) } } : {}),
    // Instants with their offset: Google Wallet shows them as the time at the venue.
    ...(content.starts_at ? { dateTime: { start: content.starts_at, ...(content.ends_at ? { end: content.ends_at } : {}) } } : {}),
    ...(content.logo_url ? { logo: { sourceUri: { uri: content.logo_url } } } : {}),
    ...(hexOf(view.pass_settings.access.background_color) ? { hexBackgroundColor: hexOf(view.pass_settings.access.background_color) } : {}),
  };
}

/** One guest's ticket: the holder, the seat when shown, the QR code unless hidden, a link back to the pass page. */
export function googleEventTicketObject(content: WalletPassContent, ids: GoogleWalletIdentifiers): Record<string, unknown> {
  const { view } = content;
  const seat = Object.fromEntries(view.seat.map((part) => [part.key, part]));
  const seatInfo = {
    ...(seat.seat_no ? { seat: localized(seat.seat_no.value) } : {}),
    ...(seat.row_no ? { row: localized(seat.row_no.value) } : {}),
    ...(seat.section ? { section: localized(seat.section.value) } : {}),
    ...(seat.table_no ? { gate: localized(`${seat.table_no.label} ${seat.table_no.value}`) } : {}),
  };
  return {
    id: idOf(ids.issuer_id, content.token),
    classId: idOf(ids.issuer_id, `event-${content.event_uuid}`),
    state: 'ACTIVE',
    ticketHolderName: view.guest.full_name,
    ...(Object.keys(seatInfo).length > 0 ? { seatInfo } : {}),
    ...(view.hide_qr ? {} : { barcode: { type: 'QR_CODE', value: content.token } }),
    ...(hexOf(view.pass_settings.access.background_color) ? { hexBackgroundColor: hexOf(view.pass_settings.access.background_color) } : {}),
    ...(content.logo_url ? { logo: { sourceUri: { uri: content.logo_url } } } : {}),
    textModulesData: [
      ...(view.event.when ? [{ id: 'when', header: 'When', body: view.event.when }] : []),
      ...(seatLineOf(view) ? [{ id: 'seat', header: 'Seat', body: seatLineOf(view) }] : []),
    ],
    linksModuleData: { uris: [{ id: 'pass_page', uri: content.pass_page_url, description: 'Your pass online' }] },
  };
}

/**
 * The claims of a "Save to Google Wallet" link (a JWT the service account signs with RS256):
 * the event's class and the guest's object, saved together when the guest taps the button.
 */
export function googleSaveClaims(content: WalletPassContent, ids: GoogleWalletIdentifiers, origin: string): Record<string, unknown> {
  return {
    iss: ids.service_account_email,
    aud: 'google',
    typ: 'savetowallet',
    origins: [origin],
    payload: { eventTicketClasses: [googleEventTicketClass(content, ids)], eventTicketObjects: [googleEventTicketObject(content, ids)] },
  };
}
