import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '@/features/account/ForgotPasswordPage'
import { redirectIfSignedIn } from '@/lib/guards'

export const Route = createFileRoute('/_auth/account/forgot-password')({
  beforeLoad: ({ context }) => redirectIfSignedIn({ context }),
  component: ForgotPasswordPage,
})
