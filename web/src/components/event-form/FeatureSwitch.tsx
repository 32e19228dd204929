import type { ReactNode } from 'react'
import { Switch } from '@/components/ui/switch'

type FeatureSwitchProps = {
  id: string
  title: string
  description: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  children?: ReactNode
}

export function FeatureSwitch({ id, title, description, checked, onCheckedChange, children }: FeatureSwitchProps) {
  return (
    <div className="py-3.5 first:pt-0 last:pb-0">
      <div className="flex items-start justify-between gap-4">
        <div>
          <label htmlFor={id} className="text-[13px] font-medium">
            {title}
          </label>
          <p id={`${id}-description`} className="mt-0.5 text-[13px] text-muted-foreground">
            {description}
          </p>
        </div>
        <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} aria-describedby={`${id}-description`} className="mt-0.5" />
      </div>
      {checked && children && <div className="mt-3">{children}</div>}
    </div>
  )
}
