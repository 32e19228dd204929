import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Building2, CalendarDays, ImageUp } from 'lucide-react'
import { organisationQuery } from '@/api/organisations'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { PageContainer } from '@/components/layout/PageContainer'
import { useDocumentTitle } from '@/lib/page-title'
import { useCurrentUser } from '@/lib/use-current-user'

const NEXT_STEPS = [
  {
    icon: CalendarDays,
    title: 'Open your events',
    text: 'The events your team shared with you are on the events page, with what your role lets you do.',
    to: '/',
  },
  { icon: ImageUp, title: 'Add a profile photo', text: 'Your teammates recognise you in team lists and the activity feed.', to: '/account/profile' },
  { icon: Building2, title: 'Meet your organisation', text: 'See who else is in it, and the role you have on its events.', to: '/organization' },
] as const

/** /account/created: the welcome for someone whose new account joined an existing organisation (an invitation, a share link, single sign-on). */
export function AccountCreatedPage() {
  useDocumentTitle('Welcome')
  const user = useCurrentUser()
  const organisation = useQuery(organisationQuery()).data
  return (
    <PageContainer className="max-w-[720px]">
      <div className="mb-6">
        <h1 className="text-[22px] leading-tight font-semibold tracking-[-0.02em]">Welcome to Usher, {user.first_name}</h1>
        <p className="mt-1 text-[13px] text-muted-foreground">
          Your account is ready
          {organisation?.name ? (
            <>
              {' '}
              and you are part of <span className="font-medium text-foreground">{organisation.name}</span>
            </>
          ) : null}
          . Here is what you can do next.
        </p>
      </div>
      <Card>
        <CardContent className="p-0">
          <ul className="divide-y divide-border">
            {NEXT_STEPS.map((step) => (
              <li key={step.title} className="flex items-start gap-3 px-5 py-4">
                <step.icon className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
                <div className="min-w-0 flex-1 text-[13px]">
                  <p className="font-medium">{step.title}</p>
                  <p className="text-muted-foreground">{step.text}</p>
                </div>
                <Link to={step.to} className={buttonVariants({ variant: 'secondary', size: 'sm' })} aria-label={step.title}>
                  Open
                </Link>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <div className="mt-6 flex justify-end">
        <Link to="/" className={buttonVariants()}>
          Go to your events
        </Link>
      </div>
    </PageContainer>
  )
}
