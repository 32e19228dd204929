import { createFileRoute } from '@tanstack/react-router'
import { PublicPassPage } from '@/features/passes/PublicPassPage'
import { TransferTicketSection } from '@/features/ticket-transfers/TransferTicketSection'

// Public: no guard, no account. The signed token in the path is the guest's credential.
export const Route = createFileRoute('/pass/$token')({
  component: function BrandedPassRoute() {
    const { token } = Route.useParams()
    return <PublicPassPage token={token} branded transfer={<TransferTicketSection token={token} />} />
  },
})
