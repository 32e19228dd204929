import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { WalletLinksSchema, WalletSettingsSchema } from '@usher/domain/contract/wallet'
import { api } from '@/lib/api-client'

export type WalletSettings = z.infer<typeof WalletSettingsSchema>
export type WalletLinks = z.infer<typeof WalletLinksSchema>
export type WalletKind = 'apple' | 'google'

export type AppleWalletInput = {
  certificate: string | null
  private_key: string | null
  key_passphrase: string | null
  wwdr_certificate: string | null
  pass_type_identifier: string | null
  team_identifier: string | null
}
export type GoogleWalletInput = { issuer_id: string | null; service_account_key: string | null }

type WalletReply = { data: WalletSettings; position: string }

const walletKeys = { settings: ['instance', 'wallet-settings'] as const }

/** Which wallets the instance signs passes for (instance administrators). */
export function walletSettingsQuery() {
  return queryOptions({
    queryKey: walletKeys.settings,
    queryFn: ({ signal }) => api.get<{ data: WalletSettings }>('/api/v2/admin/settings/wallet', { signal }).then((reply) => reply.data),
  })
}

/** Every wallet mutation answers the settings as they now are: the page shows them at once. */
function useWalletMutation<Input>(send: (input: Input) => Promise<WalletReply>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: Input) => send(input).then((reply) => reply.data),
    onSuccess: (settings) => queryClient.setQueryData(walletKeys.settings, settings),
  })
}

export const useSaveAppleWallet = () => useWalletMutation((input: AppleWalletInput) => api.put<WalletReply>('/api/v2/admin/settings/wallet/apple', input))
export const useSaveGoogleWallet = () => useWalletMutation((input: GoogleWalletInput) => api.put<WalletReply>('/api/v2/admin/settings/wallet/google', input))
export const useRemoveWallet = () => useWalletMutation((wallet: WalletKind) => api.delete<WalletReply>(`/api/v2/admin/settings/wallet/${wallet}`))
