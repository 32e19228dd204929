import { createFileRoute } from '@tanstack/react-router'
import { DefaultLayout } from '@/features/layout/DefaultLayout'
import { requireUser } from '@/features/auth/guards'

export const Route = createFileRoute('/_default')({
  beforeLoad: requireUser,
  component: DefaultLayout,
})
