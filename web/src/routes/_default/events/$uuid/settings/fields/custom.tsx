import { createFileRoute, redirect } from '@tanstack/react-router'

// The spec lists both fields/custom and custom-fields: one screen, two addresses.
export const Route = createFileRoute('/_default/events/$uuid/settings/fields/custom')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/events/$uuid/settings/custom-fields', params, replace: true })
  },
})
