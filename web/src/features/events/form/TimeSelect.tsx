import { useMemo } from 'react'
import { TIME_OPTIONS } from '@usher/domain/constants/time-options'
import { NativeSelect, type SelectOption } from '@/components/ui/select'

// Quarter-hours and hours (weights 2 and 3) keep the list short enough to scan.
const ROUND_TIMES: SelectOption[] = TIME_OPTIONS.filter((option) => option.weight >= 2).map(({ value, label }) => ({ value, label }))

type TimeSelectProps = { id: string; value: string; onChange: (value: string) => void; invalid?: boolean; 'aria-label'?: string }

export function TimeSelect({ id, value, onChange, invalid, ...props }: TimeSelectProps) {
  const options = useMemo(() => {
    if (!value || ROUND_TIMES.some((option) => option.value === value)) return ROUND_TIMES
    const exact = TIME_OPTIONS.find((option) => option.value === value)
    const withCurrent = [...ROUND_TIMES, { value, label: exact?.label ?? value }]
    return withCurrent.sort((a, b) => a.value.localeCompare(b.value))
  }, [value])

  return (
    <NativeSelect
      id={id}
      value={value}
      options={options}
      placeholder="Select time"
      aria-invalid={invalid}
      aria-label={props['aria-label']}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}
