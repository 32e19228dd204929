import { Link } from '@tanstack/react-router'
import { FileText } from 'lucide-react'
import { Button } from '@/components/ui/button'

/**
 * The way from the communications list to the templates: for its header's
 * actions, beside "New communication". Everyone who reads communications may
 * read the templates, so it shows to viewers too.
 */
export function TemplatesLink({ eventUuid }: { eventUuid: string }) {
  return (
    <Button variant="secondary" asChild>
      <Link to="/events/$uuid/communications/templates" params={{ uuid: eventUuid }} data-testid="templates-link">
        <FileText aria-hidden /> Templates
      </Link>
    </Button>
  )
}
