import { useGuestWordsOrEnglish } from '@/components/public/guest-language/guest-words-or-english'

/**
 * 'Step 2 of about 4': the guest's place in their journey. The total is an
 * estimate (the server counts the longest way still ahead; a branch may skip
 * steps), hence "about", and never below the step they are on.
 */
export function JourneyProgress({ index, totalEstimate }: { index: number; totalEstimate: number }) {
  const { t } = useGuestWordsOrEnglish()
  const current = index + 1
  const total = Math.max(totalEstimate, current)
  const label = total === current ? t('journey.step', { current, total }) : t('journey.stepAbout', { current, total })
  return (
    <div className="flex flex-col gap-1.5" data-testid="journey-progress">
      <p className="text-[13px] text-muted-foreground">{label}</p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={current}
        className="h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${Math.round((current / total) * 100)}%` }} />
      </div>
    </div>
  )
}
