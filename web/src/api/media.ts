import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { MediaItemSchema } from '@usher/domain/contract/organisations'
import { api } from '@/lib/api-client'
import type { CommandResult, Single } from './pagination'
import { authKeys } from './auth'
import { withCacheWorkFirst, type MutationConfig } from './mutation-config'

export type MediaItem = z.infer<typeof MediaItemSchema>
export type MediaLibrary = { data: MediaItem[]; usage: { used_bytes: number; quota_bytes: number } }

export const mediaKeys = {
  library: () => ['media', 'library'] as const,
}

export function mediaLibraryQuery() {
  return queryOptions({
    queryKey: mediaKeys.library(),
    queryFn: ({ signal }) => api.get<MediaLibrary>('/api/v2/media', { signal }),
  })
}

/** Uploads an image (PNG, JPEG, GIF or WebP up to 5 MB) to the organisation's library. */
export async function uploadMedia(file: File): Promise<MediaItem> {
  const form = new FormData()
  form.append('file', file, file.name)
  return (await api.post<Single<MediaItem>>('/api/v2/media', form)).data
}

export async function renameMedia(id: string, title: string): Promise<MediaItem> {
  return (await api.put<Single<MediaItem>>(`/api/v2/media/${encodeURIComponent(id)}`, { title })).data
}

export function deleteMedia(id: string): Promise<void> {
  return api.delete(`/api/v2/media/${encodeURIComponent(id)}`)
}

export function setProfileImage(mediaId: string | null): Promise<CommandResult<{ profile_image_src: string | null }>> {
  return api.post('/api/auth/profile-image', { media_id: mediaId })
}

/** The library's listing reads again before the screen goes on (a picker selects the new image in it). */
function useRefreshLibrary() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: mediaKeys.library() })
}

export function useUploadMedia(config?: MutationConfig<MediaItem, File>) {
  return useMutation({ ...withCacheWorkFirst(config, useRefreshLibrary()), mutationFn: uploadMedia })
}

export function useRenameMedia(config?: MutationConfig<MediaItem, { id: string; title: string }>) {
  return useMutation({
    ...withCacheWorkFirst(config, useRefreshLibrary()),
    mutationFn: ({ id, title }: { id: string; title: string }) => renameMedia(id, title),
  })
}

export function useDeleteMedia(config?: MutationConfig<void, string>) {
  return useMutation({ ...withCacheWorkFirst(config, useRefreshLibrary()), mutationFn: deleteMedia })
}

/** The signed-in person's photo; who-am-I (which carries it) reads again. */
export function useSetProfileImage(config?: MutationConfig<CommandResult<{ profile_image_src: string | null }>, string | null>) {
  const queryClient = useQueryClient()
  return useMutation({ ...withCacheWorkFirst(config, () => queryClient.invalidateQueries({ queryKey: authKeys.currentUser() })), mutationFn: setProfileImage })
}
