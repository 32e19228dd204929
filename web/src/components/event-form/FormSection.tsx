import type { ReactNode } from 'react'
import { Card } from '@/components/ui/card'

type FormSectionProps = { title: string; description: string; children: ReactNode }

/** A settings group: what it is about on the left, its fields in a card on the right. */
export function FormSection({ title, description, children }: FormSectionProps) {
  return (
    <section className="grid gap-4 border-b border-border py-8 first:pt-0 last:border-b-0 lg:grid-cols-[260px_1fr] lg:gap-10">
      <div>
        <h2 className="text-sm font-semibold">{title}</h2>
        <p className="mt-1 text-[13px] leading-relaxed text-muted-foreground">{description}</p>
      </div>
      {/* A container, so fields inside can go side by side by the card's own width, not the window's. */}
      <Card className="@container p-5">{children}</Card>
    </section>
  )
}
