import { useQuery } from '@tanstack/react-query'
import { INVITATIONS_OFF_MESSAGE } from '@usher/domain/invitations/invitations-switch'
import { eventQuery } from '@/api/events'

/**
 * The event's Invitations switch, as the invite actions show it: while it is
 * off they are disabled with the server's own words on where to turn it on
 * (the server refuses with the same message, 409 invitations_off).
 */
export function useInvitationsSwitch(eventUuid: string): { on: boolean; offMessage: string } {
  const on = useQuery(eventQuery(eventUuid)).data?.invites_enabled !== false
  return { on, offMessage: INVITATIONS_OFF_MESSAGE }
}
