import { Link } from '@tanstack/react-router'
import { Compass } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button'
import { useDocumentTitle } from '@/lib/page-title'
import { ErrorFrame } from './ErrorFrame'

export function NotFoundPage() {
  useDocumentTitle('Page not found')
  return (
    <ErrorFrame icon={Compass} code={404} title="This page could not be found" detail="The link may be broken, or the page may have moved.">
      <Link to="/" className={buttonVariants({ size: 'lg' })}>
        Back to home
      </Link>
    </ErrorFrame>
  )
}
