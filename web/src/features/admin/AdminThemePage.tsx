import { PageContainer } from '@/components/layout/PageContainer'
import { PageHeader } from '@/components/layout/PageHeader'
import { useInstance } from '@/lib/use-instance'
import { useDocumentTitle } from '@/lib/page-title'
import { ADMIN_TITLE } from './AdminLayout'
import { ThemeColorsCard } from './theme/ThemeColorsCard'
import { ThemeLogoCard } from './theme/ThemeLogoCard'

/** /admin/theme: the colours and logo of every page, the sign-in pages included. */
export function AdminThemePage() {
  useDocumentTitle(`Theme · ${ADMIN_TITLE}`)
  const { theme } = useInstance()
  return (
    <PageContainer className="max-w-[820px]">
      <PageHeader title="Theme" description="How the dashboard and its sign-in pages look for everyone. A saved change applies at once." />
      <div className="flex flex-col gap-5">
        {/* Keyed by the saved colours, so a save or reset elsewhere starts the form again from them. */}
        <ThemeColorsCard key={JSON.stringify(theme.colors)} theme={theme} />
        <ThemeLogoCard theme={theme} />
      </div>
    </PageContainer>
  )
}
