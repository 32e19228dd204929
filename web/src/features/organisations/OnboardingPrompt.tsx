import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Building2 } from 'lucide-react'
import { organisationQuery } from '@/api/organisations'
import { buttonVariants } from '@/components/ui/button'

/** On the events page until the founder has finished /onboarding: where they stopped, one click away. */
export function OnboardingPrompt() {
  const organisation = useQuery(organisationQuery())
  if (!organisation.data?.can_edit || organisation.data.onboarding_step === 'done') return null
  return (
    <aside
      aria-label="Organisation setup"
      className="mb-4 flex flex-col gap-3 rounded-lg border border-primary/25 bg-primary-soft px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <Building2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
        <div className="text-[13px]">
          <p className="font-medium text-foreground">Finish setting up your organisation</p>
          <p className="text-muted-foreground">Add its name, logo, time zone and address, and invite your teammates.</p>
        </div>
      </div>
      <Link to="/onboarding" className={buttonVariants({ size: 'sm' })}>
        Continue setup
      </Link>
    </aside>
  )
}
