import { useEffect } from 'react'
import { Link } from '@tanstack/react-router'
import { TriangleAlert } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button'
import { errorStatus } from '@/lib/api-error'
import { isChunkLoadError, reloadForStaleChunk } from '@/lib/chunk-reload'
import { useDocumentTitle } from '@/lib/page-title'
import { ErrorFrame } from './ErrorFrame'
import { NotFoundPage } from './NotFoundPage'

export function ErrorPage({ error }: { error: unknown }) {
  useDocumentTitle('Error')
  const status = errorStatus(error)
  const message = error instanceof Error && error.message ? error.message : 'Something went wrong.'

  useEffect(() => {
    if (isChunkLoadError(error)) reloadForStaleChunk()
  }, [error])

  if (status === 404) return <NotFoundPage />
  return (
    <ErrorFrame icon={TriangleAlert} code={status} title="An error occurred" detail={message}>
      <Link to="/" className={buttonVariants({ size: 'lg' })}>
        Back to home
      </Link>
    </ErrorFrame>
  )
}
