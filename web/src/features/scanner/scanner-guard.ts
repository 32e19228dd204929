import type { QueryClient } from '@tanstack/react-query'
import { requireUser } from '@/lib/guards'
import { isApiError } from '@/lib/api-error'

/**
 * The authentication guard, except that the scanner must open with no
 * network at all (a reload at a door with no signal): then it opens on its
 * stored roster and queue, and the server checks the session when the
 * queued scans are sent.
 */
export async function requireUserUnlessOffline(args: { context: { queryClient: QueryClient }; location: { href: string } }): Promise<void> {
  try {
    await requireUser(args)
  } catch (error) {
    if (isApiError(error) && error.code === 'network_error') return
    throw error
  }
}
