import { useSuspenseQuery } from '@tanstack/react-query'
import { eventQuery } from '@/api/events'
import { PageHeader } from '@/components/layout/PageHeader'
import { useDocumentTitle } from '@/lib/page-title'
import { InviteMemberForm } from './InviteMemberForm'
import { ShareLinkCard } from './ShareLinkCard'
import { TeamMemberList } from './TeamMemberList'
import { useAbility } from '@/lib/use-ability'

/** /events/{uuid}/share: sharing the event with its team, and who may do what on it. Editors invite and change roles; others read. */
export function TeamPage({ eventUuid }: { eventUuid: string }) {
  const { data: event } = useSuspenseQuery(eventQuery(eventUuid))
  useDocumentTitle(`Share · ${event.name}`)
  const canEdit = useAbility(event, 'update')

  return (
    <div className="max-w-3xl">
      {/* Named as its tab is: a person who pressed Share lands on "Share". */}
      <PageHeader
        title="Share"
        description="Share this event with the people who run it with you: invite them or hand out a link, and choose what each of them may do."
      />
      <div className="flex flex-col gap-6">
        {canEdit && <InviteMemberForm eventUuid={eventUuid} />}
        {canEdit && <ShareLinkCard eventUuid={eventUuid} />}
        <TeamMemberList eventUuid={eventUuid} canEdit={canEdit} />
      </div>
    </div>
  )
}
