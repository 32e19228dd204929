import { createFileRoute } from '@tanstack/react-router'
import { AdminLayout } from '@/features/admin/AdminLayout'
import { requireAdmin } from '@/lib/guards'

export const Route = createFileRoute('/admin')({
  beforeLoad: requireAdmin,
  component: AdminLayout,
})
