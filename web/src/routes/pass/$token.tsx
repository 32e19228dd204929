import { createFileRoute } from '@tanstack/react-router'
import { PublicPassPage } from '@/features/passes/PublicPassPage'

// Public: no guard, no account. The signed token in the path is the guest's credential.
export const Route = createFileRoute('/pass/$token')({
  component: function BrandedPassRoute() {
    const { token } = Route.useParams()
    return <PublicPassPage token={token} branded />
  },
})
