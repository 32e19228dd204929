import type { AttendeeFilter, AttendeeStats } from '@/api/attendees'
import type { WebhookEndpoint } from '@/api/webhooks'

export type AttentionItem = { key: string; kind: 'guests'; text: string; filter: AttendeeFilter } | { key: string; kind: 'webhooks'; text: string }

const guests = (n: number) => (n === 1 ? '1 guest' : `${n} guests`)

/**
 * What the organiser should look at, from the numbers the guest list already keeps and the
 * event's webhook endpoints: each item says how many and leads to the list that shows them.
 */
export function attentionItems(stats: AttendeeStats | undefined, endpoints: WebhookEndpoint[] | undefined): AttentionItem[] {
  const items: AttentionItem[] = []
  if (stats) {
    if (stats.approval_pending > 0)
      items.push({ key: 'approvals', kind: 'guests', text: `${guests(stats.approval_pending)} waiting for approval`, filter: 'approval_pending' })
    const notInvited = stats.total_individuals - stats.invited
    if (notInvited > 0) items.push({ key: 'not-invited', kind: 'guests', text: `${guests(notInvited)} not invited yet`, filter: 'not_invited' })
    // An invitation that bounced or was refused never reached the guest: the organiser needs another address.
    if (stats.invitation_bounced > 0)
      items.push({
        key: 'invitations-bounced',
        kind: 'guests',
        text: `${stats.invitation_bounced === 1 ? '1 invitation' : `${stats.invitation_bounced} invitations`} did not arrive`,
        filter: 'invitation_bounced',
      })
    // Unanswered matters once invitations went out; before that every guest is "pending".
    if (stats.invited > 0 && stats.rsvp_pending > 0)
      items.push({ key: 'rsvp', kind: 'guests', text: `${guests(stats.rsvp_pending)} without an answer yet`, filter: 'rsvp_pending' })
  }
  // Turned off by the sender after repeated failures; one turned off by hand is a choice, not a problem.
  const failing = (endpoints ?? []).filter((endpoint) => endpoint.disabled_reason === 'failing')
  if (failing.length > 0)
    items.push({
      key: 'webhooks',
      kind: 'webhooks',
      text: failing.length === 1 ? '1 webhook endpoint was turned off after failures' : `${failing.length} webhook endpoints were turned off after failures`,
    })
  return items
}
