import { Link } from '@tanstack/react-router'

const LINKS = [
  { to: '/organization', label: 'Organization' },
  { to: '/organization/location', label: 'Location' },
] as const

/** The tabs of the organisation's settings. */
export function OrganisationNav() {
  return (
    <nav aria-label="Organisation settings" className="mb-5 flex gap-1 border-b border-border">
      {LINKS.map((link) => (
        <Link
          key={link.to}
          to={link.to}
          activeOptions={{ exact: true }}
          className="-mb-px border-b-2 border-transparent px-3 py-2 text-[13px] font-medium text-muted-foreground transition-colors hover:text-foreground"
          activeProps={{ className: 'border-primary! text-foreground!', 'aria-current': 'page' }}
        >
          {link.label}
        </Link>
      ))}
    </nav>
  )
}
