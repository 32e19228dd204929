import { createFileRoute } from '@tanstack/react-router'
import { AccountCreatedPage } from '@/features/auth/AccountCreatedPage'

export const Route = createFileRoute('/_default/account/created')({
  component: AccountCreatedPage,
})
