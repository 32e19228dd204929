import type { OnboardingStep } from '@/api/organisations'

export const ONBOARDING_STEPS = [
  { step: 'profile', label: 'Your organisation' },
  { step: 'address', label: 'Address' },
  { step: 'teammates', label: 'Teammates' },
] as const satisfies readonly { step: OnboardingStep; label: string }[]

/** The step after this one; the last leads to done. */
export function nextStep(step: OnboardingStep): OnboardingStep {
  const index = ONBOARDING_STEPS.findIndex((entry) => entry.step === step)
  return ONBOARDING_STEPS[index + 1]?.step ?? 'done'
}
