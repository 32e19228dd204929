import { useEffect, useRef, useState, type ComponentProps } from 'react'
import { Input } from '@/components/ui/input'
import { Textarea } from '@/components/ui/textarea'

type Shared = { value: string; onValue: (value: string) => void; onDone?: () => void }

/**
 * Keeps what is typed in the field itself and reports each change: the saved
 * value can arrive later (or from a teammate), and it only replaces the
 * field's text while the person is not typing in it.
 */
function useTypedValue({ value, onValue, onDone }: Shared) {
  const [text, setText] = useState(value)
  const focused = useRef(false)
  useEffect(() => {
    if (!focused.current) setText(value)
  }, [value])
  return {
    value: text,
    onFocus: () => {
      focused.current = true
    },
    onBlur: () => {
      focused.current = false
      onDone?.()
    },
    onChange: (event: { target: { value: string } }) => {
      setText(event.target.value)
      onValue(event.target.value)
    },
  }
}

export function TypedInput({ value, onValue, onDone, ...props }: Shared & Omit<ComponentProps<'input'>, 'value' | 'onChange'>) {
  return <Input {...props} {...useTypedValue({ value, onValue, onDone })} />
}

export function TypedTextarea({ value, onValue, onDone, ...props }: Shared & Omit<ComponentProps<'textarea'>, 'value' | 'onChange'>) {
  return <Textarea {...props} {...useTypedValue({ value, onValue, onDone })} />
}
