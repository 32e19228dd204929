import { Skeleton } from '@/components/ui/skeleton'

export function EventListSkeleton() {
  return (
    <div className="divide-y divide-border">
      {[0, 1, 2, 3].map((key) => (
        <div key={key} className="flex items-center gap-4 px-5 py-3.5">
          <Skeleton className="size-11 rounded-lg" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-3.5 w-56 max-w-full" />
            <Skeleton className="h-3 w-80 max-w-full" />
          </div>
        </div>
      ))}
    </div>
  )
}
