import { Check } from 'lucide-react'
import { cn } from '@/lib/cn'

export type UploadStep = 'choose' | 'map' | 'import'

const STEPS: { key: UploadStep; label: string }[] = [
  { key: 'choose', label: 'Choose a file' },
  { key: 'map', label: 'Map columns' },
  { key: 'import', label: 'Import' },
]

/** Where the organiser is in the upload: 1 Choose a file, 2 Map columns, 3 Import. */
export function UploadSteps({ step, finished }: { step: UploadStep; finished?: boolean }) {
  const currentIndex = STEPS.findIndex((item) => item.key === step)
  return (
    <ol aria-label="Upload steps" className="flex items-center gap-2 px-6 pb-4" data-testid="upload-steps">
      {STEPS.map((item, index) => {
        const done = index < currentIndex || (finished && index === currentIndex)
        const current = index === currentIndex
        return (
          <li key={item.key} className="flex items-center gap-2" aria-current={current ? 'step' : undefined}>
            {index > 0 && <span aria-hidden className={cn('h-px w-4 sm:w-10', index <= currentIndex ? 'bg-primary/40' : 'bg-border-strong')} />}
            <span
              aria-hidden
              className={cn(
                'flex size-5 items-center justify-center rounded-full text-[11px] font-semibold tabular-nums',
                done
                  ? 'bg-primary text-primary-foreground'
                  : current
                    ? 'bg-primary-soft text-primary ring-1 ring-primary/40'
                    : 'bg-muted text-muted-foreground',
              )}
            >
              {done ? <Check className="size-3" strokeWidth={3} /> : index + 1}
            </span>
            <span className={cn('text-[13px]', current ? 'font-medium text-foreground' : 'text-muted-foreground max-sm:sr-only')}>
              <span className="sr-only">
                Step {index + 1} of {STEPS.length}
                {done ? ', done' : ''}:{' '}
              </span>
              {item.label}
            </span>
          </li>
        )
      })}
    </ol>
  )
}
