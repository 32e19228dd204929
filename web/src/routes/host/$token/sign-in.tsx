import { createFileRoute } from '@tanstack/react-router'
import { HostSignInPage } from '@/features/host-portal/HostSignInPage'

// Public: a PRO host creates their account or signs in; the token says which host they are.
export const Route = createFileRoute('/host/$token/sign-in')({
  component: function HostSignInRoute() {
    const { token } = Route.useParams()
    return <HostSignInPage token={token} />
  },
})
