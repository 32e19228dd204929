import type { CSSProperties } from 'react'
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react'
import type { ThemeColors } from '@usher/domain/instance/theme'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { allThemeTokens } from '@/lib/theme-tokens'

const ALERTS = [
  { tone: 'info', icon: Info, text: 'Invitations go out tomorrow at 9:00.' },
  { tone: 'success', icon: CircleCheck, text: '120 guests checked in.' },
  { tone: 'warning', icon: TriangleAlert, text: 'The venue is nearly full.' },
  { tone: 'error', icon: CircleAlert, text: 'Three emails bounced.' },
] as const

const ALERT_CLASS = {
  info: 'bg-info-soft text-info',
  success: 'bg-success-soft text-success',
  warning: 'bg-warning-soft text-warning',
  error: 'bg-error-soft text-error',
} as const

/** Buttons, badges and alerts in the colours being edited, before they are saved. */
export function ThemePreview({ colors }: { colors: ThemeColors }) {
  return (
    <div
      style={allThemeTokens(colors) as CSSProperties}
      className="flex flex-col gap-4 rounded-md border border-border bg-canvas p-4"
      aria-label="Preview"
      role="group"
    >
      <div className="flex flex-wrap gap-2">
        <Button type="button" tabIndex={-1}>
          Primary
        </Button>
        <Button type="button" variant="soft" tabIndex={-1}>
          Soft
        </Button>
        <Button type="button" variant="secondary" tabIndex={-1}>
          Secondary
        </Button>
        <Button type="button" variant="destructive" tabIndex={-1}>
          Delete
        </Button>
        <span className="inline-flex h-8 items-center rounded-md bg-secondary px-3 text-[13px] font-medium text-secondary-foreground">Side bar</span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Badge tone="primary">Primary</Badge>
        <Badge tone="accent">Accent</Badge>
        <Badge tone="info">Invited</Badge>
        <Badge tone="success">Checked in</Badge>
        <Badge tone="warning">Waitlist</Badge>
        <Badge tone="error">Declined</Badge>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        {ALERTS.map(({ tone, icon: Icon, text }) => (
          <p key={tone} className={`flex gap-2 rounded-md px-3 py-2 text-[13px] ${ALERT_CLASS[tone]}`}>
            <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
            {text}
          </p>
        ))}
      </div>
      <p className="text-[13px]">
        A sentence with <span className="font-medium text-primary underline underline-offset-4">a link</span> in it.
      </p>
    </div>
  )
}
