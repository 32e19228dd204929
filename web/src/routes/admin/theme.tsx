import { createFileRoute } from '@tanstack/react-router'
import { AdminThemePage } from '@/features/admin/AdminThemePage'

export const Route = createFileRoute('/admin/theme')({
  component: AdminThemePage,
})
