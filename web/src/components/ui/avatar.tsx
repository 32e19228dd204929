import type { ComponentProps } from 'react'
import { Avatar as AvatarPrimitive } from 'radix-ui'
import { cn } from '@/lib/cn'

type InitialAvatarProps = ComponentProps<typeof AvatarPrimitive.Root> & {
  name: string
  src?: string | null
  size?: 'sm' | 'md' | 'lg'
}

const sizes = { sm: 'size-6 text-[11px]', md: 'size-8 text-[13px]', lg: 'size-10 text-sm' }

/** A picture when there is one, otherwise the first initial on a tinted disc. */
export function Avatar({ name, src, size = 'md', className, ...props }: InitialAvatarProps) {
  const initial = name.trim().charAt(0).toUpperCase() || '?'
  return (
    <AvatarPrimitive.Root className={cn('relative inline-flex shrink-0 overflow-hidden rounded-full', sizes[size], className)} {...props}>
      {src ? <AvatarPrimitive.Image src={src} alt="" className="size-full object-cover" /> : null}
      <AvatarPrimitive.Fallback
        delayMs={src ? 400 : 0}
        className="flex size-full items-center justify-center bg-gradient-to-br from-primary to-accent font-semibold text-white"
      >
        {initial}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  )
}
