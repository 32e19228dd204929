import { useEffect, useState, type ReactNode } from 'react'
import { MousePointerClick } from 'lucide-react'
import { SegmentedControl } from '@/components/ui/segmented-control'

type RightColumnProps = {
  /** The selected step's panel, or null when none is selected. */
  panel: ReactNode | null
  /** The preview, when it has no column of its own (narrower desks). */
  preview: ReactNode | null
  stepName: string | null
}

/** Beside the diagram: the selected step, and (when the screen has no room for both) the preview on a tab. */
export function RightColumn({ panel, preview, stepName }: RightColumnProps) {
  const [tab, setTab] = useState<'step' | 'preview'>(panel || !preview ? 'step' : 'preview')
  const hasPanel = panel !== null
  // Selecting a step shows it; the preview stays reachable on its tab.
  useEffect(() => {
    if (hasPanel) setTab('step')
  }, [hasPanel, stepName])
  const showing = preview ? tab : 'step'
  return (
    <aside aria-label={showing === 'step' ? 'Selected step' : 'Preview'} className="flex w-[380px] shrink-0 flex-col border-l border-border bg-background">
      {preview && (
        <div className="border-b border-border px-3 py-2">
          <SegmentedControl
            label="Beside the diagram"
            value={showing}
            options={[
              { value: 'step', label: 'Step' },
              { value: 'preview', label: 'Preview' },
            ]}
            onValueChange={setTab}
          />
        </div>
      )}
      <div className="min-h-0 flex-1 overflow-y-auto p-4">
        {showing === 'preview' ? (
          preview
        ) : panel ? (
          <>
            <h2 className="mb-3 truncate text-base font-semibold">{stepName}</h2>
            {panel}
          </>
        ) : (
          <div className="flex flex-col items-center gap-2 pt-16 text-center text-[13px] text-muted-foreground">
            <MousePointerClick className="size-6" aria-hidden />
            <p>Select a step on the diagram to edit what the guest sees and where it leads.</p>
          </div>
        )}
      </div>
    </aside>
  )
}
