import { Skeleton } from '@/components/ui/skeleton'

export function StatItemSkeleton() {
  return (
    <div className="flex flex-1 flex-col gap-2 px-2.5 py-2">
      <Skeleton className="h-3 w-14" />
      <Skeleton className="h-5 w-8" />
    </div>
  )
}
