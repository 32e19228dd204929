import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ChevronDown } from 'lucide-react'
import { bulkSetTicketVariation, ticketVariationsQuery, type TicketVariation } from '@/api/guest-fields'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import { patchGuests, refreshGuestList, restoreGuestList, snapshotGuestList, type CacheSnapshot } from '@/lib/guest-cache'

type BulkTicketVariationMenuProps = { eventUuid: string; selectedIds: string[]; onDone: () => void }

/** 'Set ticket variation' for the selected guests: one request, one event per guest, shown at once. */
export function BulkTicketVariationMenu({ eventUuid, selectedIds, onDone }: BulkTicketVariationMenuProps) {
  const queryClient = useQueryClient()
  const variations = useQuery(ticketVariationsQuery(eventUuid)).data ?? []
  const mutation = useMutation<unknown, Error, TicketVariation, { snapshot: CacheSnapshot }>({
    mutationFn: (variation) => bulkSetTicketVariation(eventUuid, selectedIds, variation.id),
    onMutate: async (variation) => {
      const snapshot = await snapshotGuestList(queryClient, eventUuid)
      patchGuests(queryClient, eventUuid, selectedIds, { ticket_variation: { id: variation.id, name: variation.name, type: variation.type } })
      return { snapshot }
    },
    onSuccess: (_result, variation) => {
      showSnackbar(`Ticket variation set to ${variation.name} for ${selectedIds.length} ${selectedIds.length === 1 ? 'guest' : 'guests'}.`, 'success')
      onDone()
    },
    onError: (error, _variation, context) => {
      restoreGuestList(queryClient, context?.snapshot)
      showSnackbar(error.message, 'error')
    },
    onSettled: () => refreshGuestList(queryClient, eventUuid),
  })
  if (variations.length === 0) return null
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary" size="sm" disabled={mutation.isPending} data-testid="bulk-ticket-variation">
          Set ticket variation
          <ChevronDown aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start" className="min-w-44">
        {variations.map((variation) => (
          <DropdownMenuItem key={variation.id} onSelect={() => mutation.mutate(variation)}>
            {variation.name}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
