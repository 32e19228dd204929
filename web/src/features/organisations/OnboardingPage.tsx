import { useEffect } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Check } from 'lucide-react'
import { organisationQuery, setOnboardingStep, useOrganisationChange, type OnboardingStep, type Organisation } from '@/api/organisations'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { PageContainer } from '@/components/layout/PageContainer'
import { useDocumentTitle } from '@/lib/page-title'
import { cn } from '@/lib/cn'
import { AddressForm } from './AddressForm'
import { InviteTeammatesForm } from './InviteTeammatesForm'
import { OrganisationProfileForm } from './OrganisationProfileForm'
import { nextStep, ONBOARDING_STEPS } from './onboarding-steps'

const STEP_TEXT: Record<Exclude<OnboardingStep, 'done'>, { title: string; description: string }> = {
  profile: {
    title: 'Set up your organisation',
    description: 'Its name and logo appear to your team and your guests; its time zone is where new events start.',
  },
  address: { title: 'Where are you based?', description: 'Add your office or usual venue. You can add more addresses later.' },
  teammates: { title: 'Invite your teammates', description: 'They get an email, and join your organisation when they create their account.' },
}

/**
 * /onboarding: a new organisation's founder names it, gives it a logo, time zone and address,
 * and invites teammates. Each step is remembered on the server: "Skip for now" leaves, and the
 * events page offers to pick up where they stopped.
 */
export function OnboardingPage() {
  useDocumentTitle('Set up your organisation')
  const navigate = useNavigate()
  const organisation = useQuery(organisationQuery())

  useEffect(() => {
    // People who joined an existing organisation have nothing to set up.
    if (organisation.data?.can_edit === false) void navigate({ to: '/account/created', replace: true })
    else if (organisation.data?.onboarding_step === 'done') void navigate({ to: '/', replace: true })
  }, [organisation.data, navigate])

  if (!organisation.data || organisation.data.onboarding_step === 'done' || !organisation.data.can_edit) {
    return (
      <PageContainer className="flex justify-center py-16">
        <Spinner label="Loading your organisation" />
      </PageContainer>
    )
  }
  return <OnboardingSteps organisation={organisation.data} step={organisation.data.onboarding_step} />
}

function OnboardingSteps({ organisation, step }: { organisation: Organisation; step: Exclude<OnboardingStep, 'done'> }) {
  const navigate = useNavigate()
  const progress = useOrganisationChange((input: { step: OnboardingStep; skipped: boolean; leave?: boolean }) => setOnboardingStep(input.step, input.skipped), {
    onSuccess: async (result, input) => {
      if (input.leave) {
        showSnackbar('You can finish setting up your organisation any time from the events page.', 'info')
        await navigate({ to: '/' })
      } else if (result.data.onboarding_step === 'done') {
        showSnackbar('Your organisation is ready. Create your first event.', 'success')
        await navigate({ to: '/' })
      }
    },
    onError: (failure) => showSnackbar(failure.message, 'error'),
  })
  const forward = (skipped = false) => progress.mutate({ step: nextStep(step), skipped })
  const skipForNow = (
    <Button type="button" variant="ghost" disabled={progress.isPending} onClick={() => progress.mutate({ step, skipped: true, leave: true })}>
      Skip for now
    </Button>
  )
  const current = ONBOARDING_STEPS.findIndex((entry) => entry.step === step)

  return (
    <PageContainer className="max-w-[680px]">
      <ol aria-label="Setup steps" className="mb-6 flex items-center gap-2 text-[13px]">
        {ONBOARDING_STEPS.map((entry, index) => (
          <li key={entry.step} className="flex items-center gap-2" aria-current={index === current ? 'step' : undefined}>
            <span
              className={cn(
                'flex size-6 items-center justify-center rounded-full text-xs font-semibold',
                index < current
                  ? 'bg-primary text-primary-foreground'
                  : index === current
                    ? 'border-2 border-primary text-primary'
                    : 'border border-border-strong text-muted-foreground',
              )}
            >
              {index < current ? <Check className="size-3.5" aria-label="Done" /> : index + 1}
            </span>
            <span className={cn('hidden sm:inline', index === current ? 'font-medium text-foreground' : 'text-muted-foreground')}>{entry.label}</span>
            {index < ONBOARDING_STEPS.length - 1 && <span className="h-px w-6 bg-border sm:w-10" aria-hidden />}
          </li>
        ))}
      </ol>
      <Card>
        <CardHeader>
          <p className="text-xs font-medium text-muted-foreground">
            Step {current + 1} of {ONBOARDING_STEPS.length}
          </p>
          <h1 className="text-lg leading-tight font-semibold tracking-[-0.01em]">{STEP_TEXT[step].title}</h1>
          <CardDescription>{STEP_TEXT[step].description}</CardDescription>
        </CardHeader>
        <CardContent>
          {step === 'profile' && (
            <OrganisationProfileForm organisation={organisation} submitLabel="Continue" secondaryAction={skipForNow} onSaved={() => forward()} />
          )}
          {step === 'address' && (
            <AddressForm
              submitLabel="Continue"
              secondaryAction={
                <>
                  {skipForNow}
                  <Button type="button" variant="secondary" disabled={progress.isPending} onClick={() => forward(true)}>
                    Continue without an address
                  </Button>
                </>
              }
              onSaved={() => forward()}
            />
          )}
          {step === 'teammates' && (
            <InviteTeammatesForm
              submitLabel="Send invitations and finish"
              secondaryAction={
                <>
                  {skipForNow}
                  <Button type="button" variant="secondary" disabled={progress.isPending} onClick={() => forward(true)}>
                    Finish without inviting
                  </Button>
                </>
              }
              onSent={() => forward()}
            />
          )}
        </CardContent>
      </Card>
    </PageContainer>
  )
}
