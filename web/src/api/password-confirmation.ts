import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import type { Single } from './pagination'

/** Proves the password again: sensitive actions of this session open for a few minutes. */
export function confirmPassword(password: string): Promise<Single<{ confirmed_until: string }>> {
  return api.post<Single<{ confirmed_until: string }>>('/api/auth/confirm-password', { password })
}

export function useConfirmPassword() {
  return useMutation({ mutationFn: confirmPassword })
}
