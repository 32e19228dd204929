import { CircleCheck, Ticket } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { PageHeading } from '@/lib/page-heading'
import type { PublicJourney } from '@/api/guest-journey'
import { EventDetails } from './JourneyBlocks'
import { useGuestWordsOrEnglish } from '@/components/public/guest-language/guest-words-or-english'

/** Where every journey ends: thanks, and for a guest who is coming, their pass (as the RSVP page's "Open my pass"). */
export function JourneyEnd({ journey }: { journey: PublicJourney }) {
  const { guest, event, pass_url: passUrl } = journey
  const coming = guest.rsvp === true
  const { t } = useGuestWordsOrEnglish()
  return (
    <div className="flex flex-col gap-5" data-testid="journey-end">
      <div className="flex flex-col items-center gap-2 pt-2 text-center">
        <CircleCheck aria-hidden className="size-10 text-success" />
        <PageHeading tabIndex={-1} className="text-xl font-semibold tracking-tight outline-none">
          {guest.first_name ? t('journey.thanksNamed', { name: guest.first_name }) : t('journey.thanks')}
        </PageHeading>
        <p className="text-[15px] text-muted-foreground">{coming ? t('journey.allSet') : guest.rsvp === false ? t('rsvp.thanksNo') : t('journey.saved')}</p>
      </div>
      <EventDetails name={event.name} when={event.when ?? null} where={event.location} />
      {coming && passUrl && (
        <a href={passUrl} className={cn(buttonVariants({ size: 'lg' }), 'min-h-11 w-full text-[15px]')} data-testid="journey-pass-link">
          <Ticket aria-hidden />
          {t('attending.openPass')}
        </a>
      )}
    </div>
  )
}
