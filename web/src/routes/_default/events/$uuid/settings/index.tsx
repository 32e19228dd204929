import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/_default/events/$uuid/settings/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/events/$uuid/settings/general', params, replace: true })
  },
})
