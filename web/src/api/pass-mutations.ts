import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PassSettingsInput } from '@usher/domain/passes/pass-settings'
import type { EventDataInput } from '@usher/domain/passes/event-data'
import type { UsherEvent } from '@/api/events'
import { useImageUpload } from '@/api/image-upload'
import { withCacheWork, type MutationConfig } from '@/api/mutation-config'
import { saveEventData, savePassSettings, uploadPassImage } from '@/api/passes'
import { rememberSavedEvent } from '@/lib/event-settings/save-event'

/** The pass page's two groups; each is its own command, and only a changed one is sent (absent: unchanged). */
type PassChanges = { passSettings?: PassSettingsInput; eventData?: EventDataInput }

/** Saves the pass settings and the event data shown on passes; the event then holds them. */
export function useSavePassSettings(eventUuid: string, config?: MutationConfig<UsherEvent | null, PassChanges>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ passSettings, eventData }: PassChanges) => {
      let saved: UsherEvent | null = null
      if (passSettings) saved = (await savePassSettings(eventUuid, passSettings)).data
      if (eventData) saved = (await saveEventData(eventUuid, eventData)).data
      return saved
    },
    ...withCacheWork(config, (saved) => {
      rememberSavedEvent(queryClient, saved, eventUuid)
    }),
  })
}

/** An image for the pass (logo, strip); the field gets its address. */
export function usePassImageUpload(eventUuid: string, onUploaded: (media: { id: string; url: string }) => void) {
  return useImageUpload((file: File) => uploadPassImage(eventUuid, file), onUploaded)
}
