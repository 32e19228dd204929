import { createFileRoute } from '@tanstack/react-router'
import { PublicPassPage } from '@/features/passes/PublicPassPage'
import { TransferTicketSection } from '@/features/ticket-transfers/TransferTicketSection'

// The white-label pass: the organiser's look only, no Usher branding. Public like /pass/$token.
export const Route = createFileRoute('/p/$token')({
  component: function WhiteLabelPassRoute() {
    const { token } = Route.useParams()
    return <PublicPassPage token={token} branded={false} transfer={<TransferTicketSection token={token} />} />
  },
})
