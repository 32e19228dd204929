import { createFileRoute } from '@tanstack/react-router'
import { AccountSettingsPage } from '@/features/auth/AccountSettingsPage'

export const Route = createFileRoute('/_default/account/profile')({
  component: AccountSettingsPage,
})
