import type { AuditLogRow } from '@/api/audit'

/** Who made a change, as the row names them: a person, or what acted and in whose name. */
export function actorLabel(actor: AuditLogRow['actor']): { name: string; kind: string | null } {
  const name = actor.name?.trim()
  switch (actor.type) {
    case 'api_token':
      return { name: name || 'An API token', kind: 'API token' }
    case 'guest_link':
      return { name: name || 'A guest', kind: 'Guest link' }
    case 'system':
      return { name: 'System', kind: null }
    default:
      return { name: name || 'Someone', kind: actor.impersonator ? `by ${actor.impersonator.name} (logged in as them)` : null }
  }
}
