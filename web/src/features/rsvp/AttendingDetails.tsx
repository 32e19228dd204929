import { useEffect, useMemo, useState } from 'react'
import { Armchair, CalendarPlus, Download, MapPin, Ticket, Users } from 'lucide-react'
import type { PublicInvitation } from '@/api/invitations'
import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { WalletButtons } from '@/components/public/WalletButtons'
import { googleCalendarLinkOf, icsFileOf, mapLinkOf, type CalendarEntry } from '@usher/domain/invitations/calendar-entry'
import { useGuestWords } from '@/components/public/guest-language/guest-words-context'

const outward = { target: '_blank', rel: 'noopener noreferrer' } as const
const wideButton = cn(buttonVariants({ variant: 'secondary', size: 'lg' }), 'w-full justify-start')

/** What a guest who said Yes takes away: their pass, the event in their calendar, the way there, and who they bring. */
export function AttendingDetails({ invitation }: { invitation: PublicInvitation }) {
  const { pass_link: passLink, calendar, event, plus_ones: plusOnes, seat } = invitation
  const { t } = useGuestWords()
  return (
    <section
      aria-labelledby="rsvp-attending-title"
      className="flex flex-col gap-3 rounded-lg border border-border bg-muted/40 p-4"
      data-testid="rsvp-attending"
    >
      <h2 id="rsvp-attending-title" className="text-sm font-semibold">
        {t('attending.title')}
      </h2>
      {seat.length > 0 && (
        <p className="flex items-center gap-2 rounded-md bg-background px-3 py-2 text-sm" data-testid="rsvp-seat">
          <Armchair aria-hidden className="size-4 text-muted-foreground" />
          <span>
            {t('attending.seat')} <span className="font-medium">{seat.map((part) => `${part.label} ${part.value}`).join(', ')}</span>
          </span>
        </p>
      )}
      {passLink && (
        <a href={passLink} className={cn(buttonVariants({ size: 'lg' }), 'w-full')} data-testid="rsvp-pass-link">
          <Ticket aria-hidden />
          {t('attending.openPass')}
        </a>
      )}
      <WalletButtons links={invitation.wallet} />
      {calendar && <CalendarLinks entry={calendar} />}
      {event.where && (
        <a href={mapLinkOf(event.where)} {...outward} className={wideButton} data-testid="rsvp-map-link">
          <MapPin aria-hidden />
          <span className="truncate">{t('attending.map')}</span>
        </a>
      )}
      {plusOnes.length > 0 && (
        <div className="pt-1" data-testid="rsvp-attending-plus-ones">
          <h3 className="flex items-center gap-1.5 text-[13px] font-medium text-muted-foreground">
            <Users aria-hidden className="size-4" />
            {t('attending.bring', { count: plusOnes.length })}
          </h3>
          <ul className="mt-1.5 flex flex-col gap-1 text-sm">
            {plusOnes.map((p) => (
              <li key={p.id} className="rounded-md bg-background px-3 py-1.5">
                {`${p.first_name} ${p.last_name}`.trim()}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}

/** An .ics file for any calendar app, and Google Calendar's own page for those who live there. */
function CalendarLinks({ entry }: { entry: CalendarEntry }) {
  const fileUrl = useCalendarFileUrl(entry)
  const { t } = useGuestWords()
  const fileName = `${entry.title.replace(/[^\p{L}\p{N} _-]+/gu, '').trim() || 'event'}.ics`
  return (
    <div role="group" aria-labelledby="rsvp-calendar-title">
      <p id="rsvp-calendar-title" className="mb-1.5 text-[13px] font-medium text-muted-foreground">
        {t('attending.calendar')}
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {fileUrl && (
          <a href={fileUrl} download={fileName} className={wideButton} data-testid="rsvp-ics-link">
            <Download aria-hidden />
            {t('attending.ics')}
          </a>
        )}
        <a href={googleCalendarLinkOf(entry)} {...outward} className={wideButton} data-testid="rsvp-google-calendar-link">
          <CalendarPlus aria-hidden />
          Google Calendar
        </a>
      </div>
    </div>
  )
}

/** The calendar file as a download link, released when the page no longer shows it. */
function useCalendarFileUrl(entry: CalendarEntry): string | null {
  const text = useMemo(() => icsFileOf(entry), [entry])
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    const objectUrl = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }))
    setUrl(objectUrl)
    return () => URL.revokeObjectURL(objectUrl)
  }, [text])
  return url
}
