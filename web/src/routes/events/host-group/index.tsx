import { createFileRoute } from '@tanstack/react-router'
import { requireVerifiedUser } from '@/lib/guards'
import { HostGroupsPage } from '@/features/host-portal/HostGroupsPage'

// Spec route /events/host-group: a PRO host's groups, outside the organiser dashboard's navigation.
export const Route = createFileRoute('/events/host-group/')({
  beforeLoad: requireVerifiedUser,
  component: HostGroupsPage,
})
