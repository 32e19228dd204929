import { useMutation, useQueryClient } from '@tanstack/react-query'
import { instanceKeys, type InstanceTheme, type PublicInstance } from '@/api/instance'

/** A theme change the server accepted: this tab's colours and logo follow at once (InstanceThemeApplier); other tabs on their next load. */
export function useThemeMutation<Input>(change: (input: Input) => Promise<InstanceTheme>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: (theme) => {
      queryClient.setQueryData<PublicInstance>(instanceKeys.public, (current) => (current ? { ...current, theme } : current))
      void queryClient.invalidateQueries({ queryKey: instanceKeys.public, exact: true })
    },
  })
}
