import type { MessageStatus } from '@usher/domain/communications/message-status'
import { Badge } from '@/components/ui/badge'
import { Tooltip } from '@/components/ui/tooltip'
import { badgeToneOf } from './message-status-look'

type Props = { status: MessageStatus; label: string; explanation: string; className?: string }

/** A message's status as a chip; its explanation on hover, and for screen readers. */
export function MessageStatusBadge({ status, label, explanation, className }: Props) {
  return (
    <Tooltip content={explanation}>
      <Badge tone={badgeToneOf(status)} className={className} data-status={status} data-testid="message-status">
        {label}
        <span className="sr-only">: {explanation}</span>
      </Badge>
    </Tooltip>
  )
}
