import { createFileRoute } from '@tanstack/react-router'
import { ApiTokensPage } from '@/features/api-tokens/ApiTokensPage'

export const Route = createFileRoute('/_default/account/api-tokens')({
  component: ApiTokensPage,
})
