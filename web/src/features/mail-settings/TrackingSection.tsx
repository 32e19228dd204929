import { useQuery } from '@tanstack/react-query'
import { communicationSettingsQuery } from '@/api/mail-settings'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { FeatureSwitch } from '@/components/event-form/FeatureSwitch'
import { SettingsSection } from '@/components/SettingsSection'
import { useUpdateCommunicationSettings } from './use-mail-settings-mutations'
import { QueryView } from '@/components/query-view'

/** Whether this event's messages report opens and clicks back: each a choice about the guests' privacy. */
export function TrackingSection({ eventUuid, canManage }: { eventUuid: string; canManage: boolean }) {
  const settings = useQuery(communicationSettingsQuery(eventUuid))
  const update = useUpdateCommunicationSettings(eventUuid)
  return (
    <SettingsSection
      title="Tracking"
      description="See who opened and clicked each message, or leave guests' reading private. Applies to messages sent from now on."
    >
      <Card className="p-5">
        <QueryView
          query={settings}
          pendingLabel="Loading the tracking settings"
          pending={
            <>
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-5 w-1/3" />
            </>
          }
          pendingClassName="flex flex-col gap-3"
          error={(error) => (
            <p role="alert" className="text-[13px] text-error">
              {error.message}
            </p>
          )}
        >
          {(found) => (
            <fieldset disabled={!canManage} className="divide-y divide-border">
              <FeatureSwitch
                id="tracking-opens"
                title="Track opens"
                description="Each message carries an invisible image, so you see when a guest opens it; off, nothing in the message reports back when it is read."
                checked={found.is_open_tracking_enabled}
                onCheckedChange={(checked) => update.mutate({ is_open_tracking_enabled: checked })}
              />
              <FeatureSwitch
                id="tracking-clicks"
                title="Track clicks"
                description="Links pass through this site first, so you see which guest clicked which link; off, links go straight to where they point."
                checked={found.is_click_tracking_enabled}
                onCheckedChange={(checked) => update.mutate({ is_click_tracking_enabled: checked })}
              />
            </fieldset>
          )}
        </QueryView>
      </Card>
    </SettingsSection>
  )
}
