import { useEffect } from 'react'
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react'
import { cn } from '@/lib/cn'
import { closeSnackbar, useSnackbar, type SnackbarColor } from './snackbar-store'

const tones: Record<SnackbarColor, { box: string; icon: typeof Info | null }> = {
  neutral: { box: 'bg-secondary text-white', icon: null },
  success: { box: 'bg-secondary text-white [&_svg]:text-[#4ade80]', icon: CircleCheck },
  info: { box: 'bg-secondary text-white [&_svg]:text-[#7cc4fa]', icon: Info },
  warning: { box: 'bg-[#3b2a06] text-[#fff6e5] [&_svg]:text-[#fbbf24]', icon: TriangleAlert },
  error: { box: 'bg-error text-white', icon: CircleAlert },
}

export function Snackbar() {
  const message = useSnackbar()

  useEffect(() => {
    if (!message || message.timeout <= 0) return
    const timer = setTimeout(() => closeSnackbar(message.id), message.timeout)
    return () => clearTimeout(timer)
  }, [message])

  return (
    <div aria-live="polite" className="pointer-events-none fixed inset-x-0 bottom-4 z-[60] flex justify-center px-4">
      {message && (
        <div
          key={message.id}
          role={message.color === 'error' ? 'alert' : 'status'}
          data-testid="snackbar"
          data-color={message.color}
          className={cn(
            'pointer-events-auto flex w-full max-w-md animate-slide-up items-start gap-3 rounded-lg py-2.5 pr-2 pl-4 text-[13px] shadow-pop',
            tones[message.color].box,
          )}
        >
          {(() => {
            const Icon = tones[message.color].icon
            return Icon ? <Icon className="mt-0.5 size-4 shrink-0" aria-hidden /> : null
          })()}
          <p className="flex-1 py-0.5 leading-5 whitespace-pre-line">{message.content}</p>
          <button
            type="button"
            onClick={() => closeSnackbar(message.id)}
            className="shrink-0 rounded-md px-2 py-1 text-xs font-semibold tracking-wide uppercase opacity-90 hover:bg-white/10 hover:opacity-100"
          >
            Close
          </button>
        </div>
      )}
    </div>
  )
}
