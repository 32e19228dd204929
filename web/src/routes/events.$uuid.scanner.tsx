import { createFileRoute } from '@tanstack/react-router'
import { DoorScannerPage } from '@/features/scanner/DoorScannerPage'
import { requireUserUnlessOffline } from '@/features/scanner/scanner-guard'

// The spec's route table has no door scanner; it lives beside the event's pages, outside the
// dashboard layout, so it can fill a phone's screen.
export const Route = createFileRoute('/events/$uuid/scanner')({
  beforeLoad: requireUserUnlessOffline,
  component: function DoorScannerRoute() {
    const { uuid } = Route.useParams()
    return <DoorScannerPage uuid={uuid} />
  },
})
