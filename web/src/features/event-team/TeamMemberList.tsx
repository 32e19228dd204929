import { useQuery } from '@tanstack/react-query'
import { Users } from 'lucide-react'
import { teamQuery } from '@/api/team'
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { Skeleton } from '@/components/ui/skeleton'
import { QueryView } from '@/components/query-view'
import { useCurrentUser } from '@/lib/use-current-user'
import { TeamMemberRow } from './TeamMemberRow'
import { useChangeMemberRole } from '@/api/team-mutations'

/** Everyone in the organisation with their role on this event, then the invitations still pending. */
export function TeamMemberList({ eventUuid, canEdit }: { eventUuid: string; canEdit: boolean }) {
  const me = useCurrentUser()
  const team = useQuery(teamQuery(eventUuid))
  const changeRole = useChangeMemberRole(eventUuid)
  const members = team.data ?? []

  return (
    <Card className="overflow-hidden">
      <CardHeader className="border-b border-border">
        <CardTitle>People with access</CardTitle>
        <CardDescription>
          {canEdit ? 'Change a role and it applies at once.' : 'Only editors of this event can invite people or change roles.'}
          {team.data && ` ${members.length} ${members.length === 1 ? 'person' : 'people'}.`}
        </CardDescription>
      </CardHeader>
      <QueryView
        query={team}
        pendingLabel="Loading the team"
        pending={
          <ul className="divide-y divide-border">
            {[0, 1, 2].map((index) => (
              <li key={index} className="flex items-center gap-3 px-5 py-3.5">
                <Skeleton className="size-8 rounded-full" />
                <div className="flex-1 space-y-1.5">
                  <Skeleton className="h-3.5 w-40" />
                  <Skeleton className="h-3 w-56" />
                </div>
                <Skeleton className="h-9 w-56" />
              </li>
            ))}
          </ul>
        }
        empty={<EmptyState icon={Users} title="Nobody on the team yet" description="Invite someone by their email address." />}
      >
        {() => (
          <ul aria-label="Team" className="divide-y divide-border">
            {members.map((member) => {
              const isYou = member.user_id === me.id
              return (
                <TeamMemberRow
                  key={member.user_id ?? member.id ?? member.email}
                  member={member}
                  isYou={isYou}
                  // Nobody changes their own role here, so an editor can not lock themselves out by a slip.
                  editable={canEdit && !isYou}
                  besideSelects={canEdit}
                  saving={changeRole.isPending && changeRole.variables.member.email === member.email}
                  onRoleChange={(role) => changeRole.mutate({ member, role })}
                />
              )
            })}
          </ul>
        )}
      </QueryView>
    </Card>
  )
}
