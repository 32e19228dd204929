import { createFileRoute } from '@tanstack/react-router'
import { TransferOfferPage } from '@/features/ticket-transfers/TransferOfferPage'

// Public: no guard, no account. The signed token in the path is the credential of the person a transfer names.
export const Route = createFileRoute('/transfer/$token')({
  component: function TransferOfferRoute() {
    const { token } = Route.useParams()
    return <TransferOfferPage token={token} />
  },
})
