import { useState, type ReactNode } from 'react'

/** Beside the diagram on wide screens; folds away to give the diagram the room. */
export function PreviewColumn({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(true)
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="w-10 shrink-0 border-l border-border bg-background text-[13px] font-medium text-muted-foreground hover:bg-muted hover:text-foreground"
        data-testid="show-preview"
      >
        <span className="inline-block -rotate-90 whitespace-nowrap">Show preview</span>
      </button>
    )
  }
  return (
    <aside aria-label="Preview" className="flex w-[440px] shrink-0 flex-col border-l border-border bg-muted/40">
      <div className="flex items-center justify-between border-b border-border px-3 py-2">
        <span className="text-[13px] font-semibold">Preview</span>
        <button type="button" onClick={() => setOpen(false)} className="text-xs text-muted-foreground hover:text-foreground" data-testid="hide-preview">
          Hide
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-3">{children}</div>
    </aside>
  )
}
