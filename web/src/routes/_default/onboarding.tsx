import { createFileRoute } from '@tanstack/react-router'
import { OnboardingPage } from '@/features/organisations/OnboardingPage'

export const Route = createFileRoute('/_default/onboarding')({
  component: OnboardingPage,
})
