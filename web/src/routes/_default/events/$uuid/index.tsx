import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/_default/events/$uuid/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/events/$uuid/guest-management', params, replace: true })
  },
})
