import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { adminUserKeys } from './admin-users'
import { withCacheWork, type MutationConfig } from './mutation-config'
import type { Single } from './pagination'

type DisabledState = {
  id: string
  disabled: boolean
  disabled_at: string | null
}

/** An administrator disables an account: it cannot sign in, its sessions and API tokens stop. */
export function disableUser(userId: string): Promise<Single<DisabledState>> {
  return api.post<Single<DisabledState>>(`/api/v2/user/${userId}/disable`)
}

/** An administrator enables a disabled account again. */
export function enableUser(userId: string): Promise<Single<DisabledState>> {
  return api.post<Single<DisabledState>>(`/api/v2/user/${userId}/enable`)
}

/** An administrator signs an account out on every device. */
export function endUserSessions(userId: string): Promise<Single<{ ended: number }>> {
  return api.delete<Single<{ ended: number }>>(`/api/v2/user/${userId}/sessions`)
}

/** Disables an account; the users list reads again. */
export function useDisableUser(config?: MutationConfig<Single<DisabledState>, string>) {
  const queryClient = useQueryClient()
  return useMutation({ ...withCacheWork(config, () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all })), mutationFn: disableUser })
}

/** Enables an account again; the users list reads again. */
export function useEnableUser(config?: MutationConfig<Single<DisabledState>, string>) {
  const queryClient = useQueryClient()
  return useMutation({ ...withCacheWork(config, () => queryClient.invalidateQueries({ queryKey: adminUserKeys.all })), mutationFn: enableUser })
}

/** Signs an account out everywhere: nothing the dashboard keeps changes. */
export function useEndUserSessions(config?: MutationConfig<Single<{ ended: number }>, string>) {
  return useMutation({ ...config, mutationFn: endUserSessions })
}
