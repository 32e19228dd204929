import { useSuspenseQuery } from '@tanstack/react-query'
import { currentUserQuery, type CurrentUser } from '@/api/auth'

/** The signed-in user; only for screens behind the authentication guard, which loaded it. */
export function useCurrentUser(): CurrentUser {
  return useSuspenseQuery(currentUserQuery()).data
}
