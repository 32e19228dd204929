import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Palette } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button'
import { adminSettingsQuery } from '@/api/instance'
import { Skeleton } from '@/components/ui/skeleton'
import { PageContainer } from '@/components/layout/PageContainer'
import { PageHeader } from '@/components/layout/PageHeader'
import { useDocumentTitle } from '@/lib/page-title'
import { ADMIN_TITLE } from './AdminLayout'
import { GeneralSettingsCard } from './settings/GeneralSettingsCard'
import { SmtpSettingsCard } from './settings/SmtpSettingsCard'
import { WalletSettingsCards } from './settings/WalletSettingsCards'

/** /admin/settings: a column of cards, each part of the instance with its own form and Save. */
/** The instance-wide cards other features own (the second-factor policy, single sign-on): the route composes them. */
export function AdminSettingsPage({ securityCards }: { securityCards?: ReactNode }) {
  useDocumentTitle(`Settings · ${ADMIN_TITLE}`)
  const { data: settings, error } = useQuery(adminSettingsQuery())
  return (
    <PageContainer className="max-w-[820px]">
      {/* The spec's admin drawer names no Theme entry: the colours and logo are reached from here. */}
      <PageHeader
        title="Settings"
        description="What applies to every organisation on this instance."
        actions={
          <Link to="/admin/theme" className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
            <Palette aria-hidden />
            Theme and logo
          </Link>
        }
      />
      {error && (
        <p role="alert" className="rounded-md bg-error-soft px-3 py-2.5 text-[13px] text-error">
          The settings could not be loaded. Reload the page to try again.
        </p>
      )}
      {!settings && !error && <Skeleton className="h-64 w-full" />}
      {settings && (
        <div className="flex flex-col gap-5">
          <GeneralSettingsCard settings={settings} />
          <SmtpSettingsCard settings={settings} />
          {securityCards}
          <WalletSettingsCards />
        </div>
      )}
    </PageContainer>
  )
}
