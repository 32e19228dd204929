import { useEffect, useRef } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { logout } from '@/api/auth'
import { Spinner } from '@/components/ui/spinner'
import { useDocumentTitle } from '@/lib/page-title'
import { realtime } from '@/lib/realtime'

/** Signs out, forgets everything cached for the old session, then goes home (spec: logout goes to /). */
export function LogoutPage() {
  useDocumentTitle('Sign Out')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    logout()
      .catch(() => undefined)
      .finally(() => {
        realtime.disconnect()
        queryClient.clear()
        void navigate({ to: '/', replace: true })
      })
  }, [navigate, queryClient])

  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center">
      <Spinner className="size-5 text-primary" label="Signing out" />
      <p className="text-[13px] text-muted-foreground">Signing you out…</p>
    </div>
  )
}
