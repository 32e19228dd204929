import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { Label } from './label'

type FormFieldProps = {
  id: string
  label: string
  error?: string | null
  hint?: ReactNode
  optional?: boolean
  /** The word for "optional" on pages in the guest's language. */
  optionalLabel?: string
  className?: string
  children: ReactNode
}

/** Label, control and the first validation message under it. */
export function FormField({ id, label, error, hint, optional, optionalLabel = 'optional', className, children }: FormFieldProps) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <Label htmlFor={id}>
        {label}
        {optional && <span className="ml-1 font-normal text-subtle-foreground">({optionalLabel})</span>}
      </Label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-xs text-error">
          {error}
        </p>
      ) : hint ? (
        <p className="text-xs text-muted-foreground">{hint}</p>
      ) : null}
    </div>
  )
}
