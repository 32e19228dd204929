import { Skeleton } from '@/components/ui/skeleton'

export function GuestTableSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div role="status" aria-label="Loading guests">
      <div className="flex h-9 items-center gap-6 border-b border-border bg-canvas/80 px-4">
        {[16, 64, 72, 72, 120].map((width, index) => (
          <Skeleton key={index} className="h-2.5" style={{ width }} />
        ))}
      </div>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="flex h-12 items-center gap-6 border-b border-border px-4 last:border-b-0">
          <Skeleton className="size-4 rounded" />
          <Skeleton className="h-6 w-24 rounded-full" />
          <Skeleton className="h-3 w-20" />
          <Skeleton className="h-3 w-24" />
          <Skeleton className="hidden h-3 w-44 sm:block" />
          <Skeleton className="hidden h-5 w-16 rounded-full md:block" />
          <Skeleton className="hidden h-5 w-20 rounded-full md:block" />
        </div>
      ))}
    </div>
  )
}
