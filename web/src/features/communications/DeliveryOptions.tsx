import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { Switch } from '@/components/ui/switch'

type DeliveryOptionsProps = {
  attachCalendar: boolean
  onAttachCalendarChange: (on: boolean) => void
  continuous: boolean
  onContinuousChange: (on: boolean) => void
  /** The message can no longer change (sent); continuous delivery still can. */
  contentLocked: boolean
  disabled?: boolean
  savingContinuous: boolean
}

/** A calendar entry with the message, and continuous delivery to guests who match later. */
export function DeliveryOptions({
  attachCalendar,
  onAttachCalendarChange,
  continuous,
  onContinuousChange,
  contentLocked,
  disabled,
  savingContinuous,
}: DeliveryOptionsProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Options</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex items-start gap-2.5">
          <Checkbox
            id="attach-calendar"
            className="mt-0.5"
            checked={attachCalendar}
            disabled={disabled || contentLocked}
            onCheckedChange={(checked) => onAttachCalendarChange(checked === true)}
            aria-describedby="attach-calendar-hint"
          />
          <div className="flex flex-col gap-0.5">
            <label htmlFor="attach-calendar" className="text-[13px] font-medium">
              Attach a calendar entry
            </label>
            <p id="attach-calendar-hint" className="text-xs text-muted-foreground">
              Guests can add the event to their calendar from the email.
            </p>
          </div>
        </div>
        <div className="flex items-start gap-2.5">
          <Switch
            id="continuous-delivery"
            className="mt-0.5"
            checked={continuous}
            disabled={disabled || savingContinuous}
            onCheckedChange={onContinuousChange}
            aria-describedby="continuous-delivery-hint"
            data-testid="continuous-delivery"
          />
          <div className="flex flex-col gap-0.5">
            <label htmlFor="continuous-delivery" className="text-[13px] font-medium">
              Continuous delivery
            </label>
            <p id="continuous-delivery-hint" className="text-xs text-muted-foreground">
              Guests who join the recipients after it is sent (added, tagged, or answering later) get it too, once.
            </p>
          </div>
        </div>
      </CardContent>
    </Card>
  )
}
