import { createFileRoute } from '@tanstack/react-router'
import { SendResetLinkPage } from '@/features/account/SendResetLinkPage'

export const Route = createFileRoute('/_auth/account/send-reset-link')({
  component: SendResetLinkPage,
})
