import { createFileRoute } from '@tanstack/react-router'
import { SignupPage } from '@/features/auth/SignupPage'
import { redirectIfSignedIn } from '@/features/auth/guards'

export const Route = createFileRoute('/_auth/account/signup')({
  beforeLoad: ({ context }) => redirectIfSignedIn({ context }),
  component: SignupPage,
})
