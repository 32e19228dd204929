import { useQuery } from '@tanstack/react-query'
import { passFeaturesQuery, type GuestFeature } from '@/api/features'
import { useGuestWords } from '@/components/public/guest-language/guest-words-context'

/** The event's features under the pass (agenda, menu, questions and answers, …), in the organiser's order; all plain text. */
export function PassFeatures({ token }: { token: string }) {
  const { t } = useGuestWords()
  const features = useQuery(passFeaturesQuery(token))
  if (!features.data || features.data.length === 0) return null
  return (
    <section aria-label={t('pass.aboutEvent')} className="mt-4 flex flex-col gap-3" data-testid="pass-features">
      {features.data.map((feature) => (
        <PassFeature key={feature.id} feature={feature} />
      ))}
    </section>
  )
}

function PassFeature({ feature }: { feature: GuestFeature }) {
  const isFaq = feature.kind === 'faq'
  return (
    <article className="rounded-xl border border-border bg-background p-4 shadow-card" data-testid="pass-feature">
      <h2 className="text-base font-semibold">{feature.title}</h2>
      {feature.body && <p className="mt-1 text-sm break-words whitespace-pre-line text-muted-foreground">{feature.body}</p>}
      {feature.image_url && <img src={feature.image_url} alt="" className="mt-3 w-full rounded-md border border-border object-contain" loading="lazy" />}
      {feature.items.length > 0 &&
        (isFaq ? (
          <dl className="mt-3 flex flex-col gap-3">
            {feature.items.map((item, index) => (
              <div key={index}>
                <dt className="text-sm font-medium break-words">{item.title}</dt>
                {item.detail && <dd className="mt-0.5 text-sm break-words whitespace-pre-line text-muted-foreground">{item.detail}</dd>}
              </div>
            ))}
          </dl>
        ) : (
          <ul className="mt-3 flex flex-col divide-y divide-border">
            {feature.items.map((item, index) => (
              <li key={index} className="flex gap-3 py-2 first:pt-0 last:pb-0">
                {item.time && <span className="w-16 shrink-0 text-sm font-medium tabular-nums text-primary">{item.time}</span>}
                <span className="min-w-0">
                  <span className="block text-sm font-medium break-words">{item.title}</span>
                  {item.detail && <span className="block text-sm break-words whitespace-pre-line text-muted-foreground">{item.detail}</span>}
                </span>
              </li>
            ))}
          </ul>
        ))}
    </article>
  )
}
