import type { TeamMember } from '@/api/team'

/** A member's full name, or their address while they have no account (pending) or no name. */
export function memberName(member: Pick<TeamMember, 'first_name' | 'last_name' | 'email'>): string {
  const name = [member.first_name, member.last_name].filter(Boolean).join(' ').trim()
  return name || member.email
}
