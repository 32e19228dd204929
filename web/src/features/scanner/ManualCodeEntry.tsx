import { useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'

/** For a pass read out or typed from a printout: the code under the QR code. */
export function ManualCodeEntry({ onSubmit }: { onSubmit: (code: string) => void }) {
  const [code, setCode] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!code.trim()) return
    onSubmit(code.trim())
    setCode('')
  }
  return (
    <form onSubmit={submit} className="flex gap-2">
      <Input
        value={code}
        onChange={(event) => setCode(event.target.value)}
        placeholder="Pass code (P1…)"
        aria-label="Pass code"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        className="h-11 font-mono text-base"
      />
      <Button type="submit" size="lg" className="h-11">
        Check in
      </Button>
    </form>
  )
}
