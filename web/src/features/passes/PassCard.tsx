import type { CSSProperties } from 'react'
import { CalendarDays, CheckCircle2, Globe, MapPin, Shirt, Wifi } from 'lucide-react'
import { formatInZone } from '@usher/domain/format/zoned-time'
import type { PassField, PassView } from '@usher/domain/passes/pass-view'
import { PageHeading } from '@/lib/page-heading'
import { PassQrCode } from '@/components/qr/PassQrCode'

/** The card's own words; the guest's page gives them in the guest's language, the settings preview keeps English. */
export type PassCardWords = {
  yourPass: string
  checkedIn: string
  showAtDoor: string
  tickets: (count: number) => string
  guest: string
  plusOne: string
  eventInformation: string
  attire: string
  wifi: string
}

const ENGLISH: PassCardWords = {
  yourPass: 'Your pass',
  checkedIn: 'Checked in',
  showAtDoor: 'Show this at the door',
  tickets: (count) => `${count} tickets`,
  guest: 'Guest',
  plusOne: 'Plus-one',
  eventInformation: 'Event information',
  attire: 'Attire:',
  wifi: 'Wi-Fi:',
}

type PassCardProps = {
  words?: PassCardWords
  pass: PassView
  /** What the QR code carries: the pass token. */
  qrValue: string
}

/** 'Checked in Nov 21, 2026, 7:04 PM EST': on the event's clock, whatever the phone's zone. */
function checkedInTime(iso: string | null, timezone: string): string | null {
  return iso ? formatInZone(iso, timezone) || null : null
}

/**
 * A guest's pass as they hold it on their phone. The public pages and the pass settings
 * preview draw this same component, so what the organiser previews is what guests see.
 * Once the guest is checked in it takes the checked-in colours, images and title.
 */
export function PassCard({ pass, qrValue, words = ENGLISH }: PassCardProps) {
  const access = pass.pass_settings.access
  const checkedIn = pass.checked_in
  const background = checkedIn ? access.checked_in_background_color : access.background_color
  const text = checkedIn ? access.checked_in_text_color : access.text_color
  const backgroundImage = checkedIn ? access.checked_in_background_image : access.background_image
  const logo = (checkedIn ? access.checked_in_logo_image : null) ?? access.logo_image
  const fields = checkedIn ? pass.fields_after_checkin : pass.fields_before_checkin
  const style: CSSProperties = {
    backgroundColor: background,
    color: text,
    ...(backgroundImage ? { backgroundImage: `url("${backgroundImage}")`, backgroundSize: 'cover', backgroundPosition: 'center' } : {}),
  }
  const { event, info } = pass

  return (
    <article className="overflow-hidden rounded-2xl shadow-card" style={style} data-testid="pass-card" data-checked-in={checkedIn ? 'true' : 'false'}>
      <div className="flex flex-col gap-5 p-5 sm:p-6">
        <header className="flex flex-col items-center gap-3 text-center">
          {logo && <img src={logo} alt="" className="max-h-16 max-w-[70%] object-contain" data-testid="pass-logo" />}
          <p className="text-[11px] font-semibold tracking-[0.14em] uppercase opacity-80">{pass.pass_title}</p>
          <PageHeading className="text-2xl leading-tight font-semibold tracking-tight hyphens-auto [overflow-wrap:anywhere]" data-testid="pass-event-name">
            {event.name}
          </PageHeading>
          <dl className="flex flex-col items-center gap-1 text-[13px] opacity-90">
            {pass.pass_settings.invite.show_time && event.when && (
              <div className="flex items-start gap-1.5">
                <CalendarDays className="mt-0.5 size-3.5 shrink-0" aria-hidden />
                <dd>{event.when}</dd>
              </div>
            )}
            {pass.pass_settings.invite.show_location && event.where && (
              <div className="flex items-start gap-1.5">
                <MapPin className="mt-0.5 size-3.5 shrink-0" aria-hidden />
                <dd>{event.where}</dd>
              </div>
            )}
          </dl>
        </header>

        <section className="rounded-xl bg-white p-4 text-center text-gray-900" aria-label={words.yourPass}>
          <p className="text-[12px] text-gray-600">{checkedIn ? words.checkedIn : words.showAtDoor}</p>
          <p className="mt-0.5 text-lg font-semibold" data-testid="pass-guest-name">
            {pass.guest.full_name}
          </p>
          {checkedIn ? (
            <div
              className="mt-3 flex flex-col items-center gap-1 rounded-lg py-5"
              style={{ backgroundColor: access.checked_in_background_color, color: access.checked_in_text_color }}
            >
              <CheckCircle2 className="size-10" aria-hidden />
              <p className="text-2xl font-semibold" data-testid="pass-checked-in-title">
                {access.checked_in_title}
              </p>
              {pass.checked_in_at && (
                <p className="text-[12px] opacity-90" data-testid="pass-checked-in-at">
                  {checkedInTime(pass.checked_in_at, event.timezone)}
                </p>
              )}
            </div>
          ) : (
            !pass.hide_qr && <PassQrCode value={qrValue} className="mx-auto mt-3 w-full max-w-[240px]" />
          )}
          {pass.seat.length > 0 && (
            <dl className="mt-4 flex justify-center gap-2" data-testid="pass-seat">
              {pass.seat.map((part) => (
                <div key={part.key} className="min-w-16 rounded-lg bg-gray-100 px-3 py-2">
                  <dt className="text-[10px] font-semibold tracking-wide text-gray-600 uppercase">{part.label}</dt>
                  <dd className="text-base font-semibold">{part.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </section>

        {pass.tickets.length > 1 && (
          <section aria-label={words.tickets(pass.tickets.length)}>
            <h2 className="text-[11px] font-semibold tracking-[0.14em] uppercase opacity-80">{words.tickets(pass.tickets.length)}</h2>
            <ul className="mt-1.5 flex flex-col gap-1 text-sm" data-testid="pass-tickets">
              {pass.tickets.map((ticket, index) => (
                <li key={index} className="flex items-center justify-between border-b border-current/20 pb-1 last:border-b-0">
                  <span>{ticket.full_name}</span>
                  <span className="text-[11px] opacity-75">{ticket.is_primary ? words.guest : words.plusOne}</span>
                </li>
              ))}
            </ul>
          </section>
        )}

        {fields.length > 0 && <PassFields fields={fields} />}

        {pass.pass_settings.invite.text && <p className="text-sm whitespace-pre-line opacity-95">{pass.pass_settings.invite.text}</p>}

        {(info.attire || info.wifi_network || info.website_url) && (
          <section className="flex flex-col gap-2 text-sm" aria-label={words.eventInformation}>
            {info.attire && (
              <p className="flex items-center gap-2">
                <Shirt className="size-4 shrink-0 opacity-80" aria-hidden />
                <span>
                  <span className="opacity-75">{words.attire} </span>
                  {info.attire}
                </span>
              </p>
            )}
            {info.wifi_network && (
              <p className="flex items-center gap-2" data-testid="pass-wifi">
                <Wifi className="size-4 shrink-0 opacity-80" aria-hidden />
                <span>
                  <span className="opacity-75">{words.wifi} </span>
                  {info.wifi_network}
                  {info.wifi_password && <span className="opacity-90"> · {info.wifi_password}</span>}
                </span>
              </p>
            )}
            {info.website_url && (
              <p className="flex items-center gap-2">
                <Globe className="size-4 shrink-0 opacity-80" aria-hidden />
                <a href={info.website_url} target="_blank" rel="noopener noreferrer" className="underline underline-offset-2">
                  {info.website_name ?? info.website_url}
                </a>
              </p>
            )}
          </section>
        )}
      </div>
    </article>
  )
}

function PassFields({ fields }: { fields: PassField[] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm" data-testid="pass-fields">
      {fields.map((field) => (
        <div key={field.key} className="min-w-0">
          <dt className="text-[11px] tracking-wide uppercase opacity-75">{field.label}</dt>
          <dd className="truncate font-medium">{field.value}</dd>
        </div>
      ))}
    </dl>
  )
}
