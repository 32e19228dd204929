import { CalendarDays, ExternalLink, MapPin, Sparkles } from 'lucide-react'
import { mapLinkOf } from '@usher/domain/invitations/calendar-entry'
import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { useHeadingLevel } from '@/lib/page-heading'
import type { JourneyFeature, RenderedBlock } from './rendered-step'
import { useGuestWordsOrEnglish } from '@/components/public/guest-language/guest-words-or-english'

const outward = { target: '_blank', rel: 'noopener noreferrer' } as const
/** 44 px: the smallest target a thumb hits reliably. */
export const touchTarget = 'min-h-11'

/** One content block of a step. Every text is rendered as text: an organiser's words never become markup. */
export function JourneyBlockView({ block, headingLevel }: { block: RenderedBlock; headingLevel: 1 | 2 }) {
  // A level down in the editor's preview, which is drawn under the event's name.
  const level = useHeadingLevel(headingLevel)
  const { t } = useGuestWordsOrEnglish()
  switch (block.type) {
    case 'heading': {
      const Heading = `h${level}` as const
      return block.text ? (
        <Heading
          tabIndex={headingLevel === 1 ? -1 : undefined}
          className="text-xl font-semibold tracking-tight text-balance hyphens-auto [overflow-wrap:anywhere]"
        >
          {block.text}
        </Heading>
      ) : null
    }
    case 'text':
      return block.text ? <p className="text-[15px] leading-relaxed whitespace-pre-line text-foreground/90">{block.text}</p> : null
    case 'image':
      return block.url ? <img src={block.url} alt={block.text} loading="lazy" className="max-h-80 w-full rounded-lg bg-muted object-cover" /> : null
    case 'button':
      return block.url && isSafeLink(block.url) ? (
        <a href={block.url} {...outward} className={cn(buttonVariants({ variant: 'secondary', size: 'lg' }), touchTarget, 'w-full')}>
          <span className="truncate">{block.text || t('journey.openLink')}</span>
          <ExternalLink aria-hidden />
          <span className="sr-only">{t('common.opensInNewTab')}</span>
        </a>
      ) : null
    case 'event_details':
      return <EventDetails name={block.name} when={block.when} where={block.where} />
    case 'map': {
      const link = block.maps_url && isSafeLink(block.maps_url) ? block.maps_url : block.location ? mapLinkOf(block.location) : null
      return link ? (
        <a href={link} {...outward} className={cn(buttonVariants({ variant: 'secondary', size: 'lg' }), touchTarget, 'w-full justify-start')}>
          <MapPin aria-hidden />
          <span className="truncate">{block.text || t('attending.map')}</span>
          <span className="sr-only">{t('common.opensInNewTab')}</span>
        </a>
      ) : null
    }
    case 'features':
      return <FeatureList features={block.features} />
  }
}

/** The event's name, when (in its time zone, labelled) and where. */
export function EventDetails({ name, when, where }: { name: string; when: string | null; where: string | null }) {
  const { t } = useGuestWordsOrEnglish()
  return (
    <section aria-label={t('journey.eventDetails')} className="rounded-lg border border-border bg-muted/40 p-4" data-testid="journey-event-details">
      <p className="font-semibold hyphens-auto [overflow-wrap:anywhere]">{name}</p>
      <dl className="mt-2 flex flex-col gap-1.5 text-sm text-foreground/80">
        {when && (
          <div className="flex items-start gap-2">
            <dt className="sr-only">{t('rsvp.when')}</dt>
            <CalendarDays aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <dd>{when}</dd>
          </div>
        )}
        {where && (
          <div className="flex items-start gap-2">
            <dt className="sr-only">{t('rsvp.where')}</dt>
            <MapPin aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <dd>{where}</dd>
          </div>
        )}
      </dl>
    </section>
  )
}

function FeatureList({ features }: { features: readonly JourneyFeature[] }) {
  if (features.length === 0) return null
  return (
    <div className="flex flex-col gap-3" data-testid="journey-features">
      {features.map((feature) => (
        <section key={feature.id} aria-label={feature.title} className="overflow-hidden rounded-lg border border-border">
          {feature.image_url && <img src={feature.image_url} alt="" loading="lazy" className="max-h-48 w-full bg-muted object-cover" />}
          <div className="flex flex-col gap-2 p-4">
            <h2 className="flex items-center gap-2 text-[15px] font-semibold">
              <Sparkles aria-hidden className="size-4 shrink-0 text-primary" />
              {feature.title}
            </h2>
            {feature.body && <p className="text-sm whitespace-pre-line text-foreground/85">{feature.body}</p>}
            {feature.items.length > 0 && (
              <ul className="flex flex-col divide-y divide-border text-sm">
                {feature.items.map((item, index) => (
                  <li key={index} className="flex gap-3 py-2">
                    {item.time && <span className="w-16 shrink-0 text-muted-foreground tabular-nums">{item.time}</span>}
                    <div className="min-w-0">
                      <p className="font-medium">{item.title}</p>
                      {item.detail && <p className="whitespace-pre-line text-muted-foreground">{item.detail}</p>}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </section>
      ))}
    </div>
  )
}

/** Buttons lead only to https pages: the server checks it when the step is saved, and the page checks again. */
function isSafeLink(url: string): boolean {
  try {
    return new URL(url).protocol === 'https:'
  } catch {
    return false
  }
}
