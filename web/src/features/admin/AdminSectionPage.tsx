import type { ReactNode } from 'react'
import type { LucideIcon } from 'lucide-react'
import { Card } from '@/components/ui/card'
import { PageContainer } from '@/components/layout/PageContainer'
import { PageHeader } from '@/components/layout/PageHeader'
import { useDocumentTitle } from '@/lib/page-title'
import { ADMIN_TITLE } from './AdminLayout'

export type AdminSectionItem = { icon: LucideIcon; title: string; description: string }

type AdminSectionPageProps = { title: string; description: string; items: AdminSectionItem[]; children?: ReactNode }

/** An admin screen: what this area of the panel holds, one card per part. */
export function AdminSectionPage({ title, description, items, children }: AdminSectionPageProps) {
  useDocumentTitle(`${title} · ${ADMIN_TITLE}`)
  return (
    <PageContainer>
      <PageHeader title={title} description={description} />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {items.map(({ icon: Icon, title: itemTitle, description: itemDescription }) => (
          <Card key={itemTitle} className="p-5">
            <div className="mb-3 flex size-9 items-center justify-center rounded-lg bg-primary-soft">
              <Icon className="size-4 text-primary" aria-hidden />
            </div>
            <h2 className="text-sm font-semibold">{itemTitle}</h2>
            <p className="mt-1 text-[13px] leading-relaxed text-muted-foreground">{itemDescription}</p>
          </Card>
        ))}
      </div>
      {children && <div className="mt-6 flex max-w-[720px] flex-col gap-4">{children}</div>}
    </PageContainer>
  )
}
