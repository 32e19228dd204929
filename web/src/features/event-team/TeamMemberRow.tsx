import type { EventRole } from '@usher/domain/access/event-roles'
import type { TeamMember } from '@/api/team'
import { Avatar } from '@/components/ui/avatar'
import { Badge } from '@/components/ui/badge'
import { NativeSelect } from '@/components/ui/select'
import { memberName } from '@/lib/member-name'
import { cn } from '@/lib/cn'
import { ROLE_DESCRIPTIONS, ROLE_OPTIONS } from './role-options'

type TeamMemberRowProps = {
  member: TeamMember
  isYou: boolean
  /** Whether the signed-in person may change this member's role. */
  editable: boolean
  /** Other rows show role selects: a read-only role lines up with their text. */
  besideSelects: boolean
  saving: boolean
  onRoleChange: (role: EventRole) => void
}

export function TeamMemberRow({ member, isYou, editable, besideSelects, saving, onRoleChange }: TeamMemberRowProps) {
  const name = memberName(member)
  const hasName = name !== member.email
  return (
    <li className="flex flex-col gap-3 px-5 py-3.5 sm:flex-row sm:items-center" data-testid="team-member" data-email={member.email} data-role={member.role}>
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar name={name} size="md" className={member.is_pending ? 'opacity-60' : undefined} />
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-1.5">
            <span className="truncate text-[13px] font-medium text-foreground">{name}</span>
            {isYou && (
              <Badge tone="primary" data-testid="team-member-you">
                You
              </Badge>
            )}
            {member.is_pending && (
              <Badge tone="warning" title="Gets this role when they sign up with this address" data-testid="team-member-pending">
                Pending
              </Badge>
            )}
          </div>
          {hasName && <p className="truncate text-xs text-muted-foreground">{member.email}</p>}
          {!hasName && member.is_pending && <p className="text-xs text-muted-foreground">Invited, has not signed up yet</p>}
        </div>
      </div>
      {editable ? (
        <NativeSelect
          className="sm:w-56"
          aria-label={`Role of ${name}`}
          value={member.role}
          options={ROLE_OPTIONS}
          disabled={saving}
          onChange={(event) => onRoleChange(event.target.value as EventRole)}
        />
      ) : (
        <span
          className={cn('text-[13px] text-muted-foreground', besideSelects ? 'sm:w-56 sm:px-3' : 'sm:text-right')}
          data-testid="team-member-role"
          title={isYou && besideSelects ? `${ROLE_DESCRIPTIONS[member.role]} Another editor can change your own role.` : ROLE_DESCRIPTIONS[member.role]}
        >
          {member.role_label}
        </span>
      )}
    </li>
  )
}
