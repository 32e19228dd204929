import { inEventZone, plusOneNamesOf, rgbOf, seatLineOf, type WalletPassContent } from './wallet-pass-content.ts';

/** The identifiers of the Pass Type ID certificate the instance's administrator uploaded. */
export interface ApplePassIdentifiers {
  pass_type_identifier: string;
  team_identifier: string;
}

interface AppleField {
  key: string;
  label?: string;
  value: string;
  dateStyle?: string;
  timeStyle?: string;
  ignoresTimeZone?: boolean;
}

const field = (key: string, label: string, value: string | null | undefined): AppleField[] => (value ? [{ key, label, value }] : []);

/** When the event starts, shown as the venue's wall-clock time (ignoresTimeZone), labelled with its zone. */
function whenField(content: WalletPassContent): AppleField[] {
  if (!content.starts_at) return [];
  const { timezone } = content.view.event;
  return [
    {
      key: 'starts',
      label: `When (${timezone})`,
      value: inEventZone(content.starts_at, timezone),
      dateStyle: 'PKDateStyleMedium',
      timeStyle: content.has_start_time ? 'PKDateStyleShort' : 'PKDateStyleNone',
      ignoresTimeZone: true,
    },
  ];
}

/**
 * The pass.json of an Apple Wallet event ticket: the same pass as the pass page (its title, the
 * guest, the seat when the event shows seats, the QR code unless hidden) in the pass settings'
 * colours. `relevantDate` puts it on the lock screen as the event begins.
 */
export function applePassJson(content: WalletPassContent, ids: ApplePassIdentifiers): Record<string, unknown> {
  const { view } = content;
  const access = view.pass_settings.access;
  const plusOnes = plusOneNamesOf(view);
  const fields = [
    ...view.fields_before_checkin,
    ...view.fields_after_checkin.filter((extra) => !view.fields_before_checkin.some((shown) => shown.key === extra.key)),
  ];
  return {
    formatVersion: 1,
    passTypeIdentifier: ids.pass_type_identifier,
    teamIdentifier: ids.team_identifier,
    serialNumber: content.token,
    organizationName: content.organisation_name,
    description: `${view.pass_title} for ${view.event.name}`,
    logoText: view.event.name,
    backgroundColor: rgbOf(access.background_color) ?? 'rgb(45, 76, 215)',
    foregroundColor: rgbOf(access.text_color) ?? 'rgb(255, 255, 255)',
    labelColor: rgbOf(access.text_color) ?? 'rgb(255, 255, 255)',
    ...(content.starts_at ? { relevantDate: inEventZone(content.starts_at, view.event.timezone) } : {}),
    ...(content.ends_at ? { expirationDate: inEventZone(content.ends_at, view.event.timezone) } : {}),
    ...(view.hide_qr ? {} : { barcodes: [{ format: 'PKBarcodeFormatQR', message: content.token, messageEncoding: 'iso-8859-1' }] }),
    eventTicket: {
      primaryFields: [{ key: 'event', label: view.pass_title, value: view.event.name }],
      secondaryFields: [...field('guest', 'Guest', view.guest.full_name), ...field('seat', 'Seat', seatLineOf(view))],
      auxiliaryFields: [...whenField(content), ...(plusOnes.length > 0 ? [{ key: 'tickets', label: 'Tickets', value: String(view.tickets.length) }] : [])],
      backFields: [
        ...field('when_text', 'When', view.event.when),
        ...field('where', 'Where', view.event.where),
        ...(plusOnes.length > 0 ? [{ key: 'plus_ones', label: 'Guests with you', value: plusOnes.join('\n') }] : []),
        ...fields.map((extra) => ({ key: `field_${extra.key}`, label: extra.label, value: extra.value })),
        ...field('attire', 'Attire', view.info.attire),
        ...field('website', view.info.website_name ?? 'Website', view.info.website_url),
        { key: 'pass_page', label: 'Your pass online', value: content.pass_page_url },
      ],
    },
  };
}
