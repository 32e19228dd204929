import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

export function PageContainer({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mx-auto w-full max-w-[1240px] px-4 py-6 sm:px-6 lg:py-8 2xl:px-8', className)} {...props} />
}
