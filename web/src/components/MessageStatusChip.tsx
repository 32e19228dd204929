import { STATUS_EXPLANATIONS, toneOf, type MessageStatus } from '@usher/domain/communications/message-status'
import { deliveryLabelOf } from '@usher/domain/communications/delivery-words'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { Tooltip } from '@/components/ui/tooltip'

const BADGE_TONE: Record<ReturnType<typeof toneOf>, BadgeTone> = { positive: 'success', neutral: 'neutral', negative: 'error' }

export function statusBadgeTone(status: MessageStatus): BadgeTone {
  return BADGE_TONE[toneOf(status)]
}

type ChipMessage = { status: MessageStatus; code: string | null; detail: string | null; status_description: string }

/**
 * A recipient's message status (spec section 4): coloured by its tone and
 * named for what happened ("Deferred", "Delayed", "Refused"), with what
 * happened in words on hover and on keyboard focus; clicking it opens the
 * message's timeline (the failures' explanations say "Click for details").
 */
export function MessageStatusChip({ message, onOpen }: { message: ChipMessage; onOpen: () => void }) {
  const { status } = message
  const label = deliveryLabelOf(message)
  const explanation = message.status_description === label ? STATUS_EXPLANATIONS[status] : message.status_description
  return (
    <Tooltip content={explanation}>
      <button
        type="button"
        onClick={onOpen}
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
        aria-label={`${label}. ${explanation}`}
        data-testid="message-status"
        data-status={status}
      >
        <Badge tone={statusBadgeTone(status)}>{label}</Badge>
      </button>
    </Tooltip>
  )
}
