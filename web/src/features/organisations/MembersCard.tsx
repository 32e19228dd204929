import { useQuery } from '@tanstack/react-query'
import { EVENT_ROLES, EVENT_ROLE_LABELS, type EventRole } from '@usher/domain/access/event-roles'
import { membersQuery, setMemberRole } from '@/api/organisations'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { NativeSelect } from '@/components/ui/select'
import { Spinner } from '@/components/ui/spinner'
import { QueryView } from '@/components/query-view'
import { InviteTeammatesForm } from './InviteTeammatesForm'
import { useOrganisationMutation } from './use-organisation-mutation'

const ROLE_OPTIONS = EVENT_ROLES.map((role) => ({ value: role, label: EVENT_ROLE_LABELS[role] }))

/** Everyone in the organisation and their default role on its events; editors change roles and invite. */
export function MembersCard({ canEdit }: { canEdit: boolean }) {
  const members = useQuery(membersQuery())
  const { mutation } = useOrganisationMutation(
    (input: { id: string; role: EventRole }) => setMemberRole(input.id, input.role),
    () => showSnackbar('Role saved.', 'success'),
  )
  return (
    <Card>
      <CardHeader>
        <CardTitle>Members</CardTitle>
        <CardDescription>Each member's role applies to every event of the organisation whose team names no other role for them.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <QueryView query={members} pendingLabel="Loading members" pendingClassName="flex justify-center py-4" pending={<Spinner />}>
          {({ data }) => (
            <ul className="divide-y divide-border rounded-md border border-border">
              {data.map((member) => (
                <li key={member.id} className="flex flex-col gap-2 px-3 py-2.5 sm:flex-row sm:items-center sm:justify-between">
                  <div className="flex min-w-0 items-center gap-3">
                    <Avatar name={member.full_name || member.email} src={member.profile_image_src} />
                    <div className="min-w-0">
                      <p className="truncate text-[13px] font-medium">
                        {member.full_name}
                        {member.is_you && <span className="ml-1 font-normal text-muted-foreground">(you)</span>}
                      </p>
                      <p className="truncate text-xs text-muted-foreground">{member.email}</p>
                    </div>
                  </div>
                  {canEdit && !member.is_you ? (
                    <NativeSelect
                      aria-label={`Default role of ${member.full_name}`}
                      className="sm:w-56"
                      value={member.default_event_role}
                      options={ROLE_OPTIONS}
                      disabled={mutation.isPending}
                      onChange={(event) => mutation.mutate({ id: member.id, role: event.target.value as EventRole })}
                    />
                  ) : (
                    <Badge tone="neutral" className="self-start sm:self-auto">
                      {EVENT_ROLE_LABELS[member.default_event_role]}
                    </Badge>
                  )}
                </li>
              ))}
              {(members.data?.pending ?? []).map((invitation) => (
                <li key={invitation.id} className="flex flex-col gap-2 px-3 py-2.5 sm:flex-row sm:items-center sm:justify-between">
                  <div className="flex min-w-0 items-center gap-3">
                    <Avatar name={invitation.email} />
                    <p className="truncate text-[13px]">{invitation.email}</p>
                  </div>
                  <div className="flex items-center gap-2">
                    <Badge tone="warning">Invited</Badge>
                    <Badge tone="neutral">{EVENT_ROLE_LABELS[invitation.default_event_role]}</Badge>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
        {canEdit && (
          <section aria-labelledby="invite-heading" className="flex flex-col gap-3 border-t border-border pt-4">
            <h3 id="invite-heading" className="text-[13px] font-semibold">
              Invite teammates
            </h3>
            <InviteTeammatesForm submitLabel="Send invitations" />
          </section>
        )}
      </CardContent>
    </Card>
  )
}
