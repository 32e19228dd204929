import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from './button'

type PaginationBarProps = {
  page: number
  perPage: number
  total: number
  lastPage: number
  onPageChange: (page: number) => void
  noun?: string
}

export function PaginationBar({ page, perPage, total, lastPage, onPageChange, noun = 'results' }: PaginationBarProps) {
  const from = total === 0 ? 0 : (page - 1) * perPage + 1
  const to = Math.min(total, page * perPage)
  return (
    <nav aria-label="Pagination" className="flex items-center justify-between gap-3 px-4 py-3 text-[13px] text-muted-foreground">
      <p data-testid="pagination-summary">
        {total === 0 ? (
          `No ${noun}`
        ) : (
          <>
            <span className="font-medium text-foreground tabular-nums">
              {from}–{to}
            </span>{' '}
            of <span className="font-medium text-foreground tabular-nums">{total}</span> {noun}
          </>
        )}
      </p>
      <div className="flex items-center gap-1.5">
        <span className="mr-1 hidden tabular-nums sm:inline">
          Page {page} of {Math.max(1, lastPage)}
        </span>
        <Button variant="secondary" size="icon" aria-label="Previous page" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
          <ChevronLeft aria-hidden />
        </Button>
        <Button variant="secondary" size="icon" aria-label="Next page" disabled={page >= lastPage} onClick={() => onPageChange(page + 1)}>
          <ChevronRight aria-hidden />
        </Button>
      </div>
    </nav>
  )
}
