import { Image, Palette, Type } from 'lucide-react'
import { AdminSectionPage } from './AdminSectionPage'

export function AdminThemePage() {
  return (
    <AdminSectionPage
      title="Theme"
      description="How Usher looks for organisers and guests."
      items={[
        { icon: Palette, title: 'Colours', description: 'Primary #2D4CD7 with secondary, accent, info, warning, error and success colours.' },
        { icon: Image, title: 'Logo', description: 'The mark shown in navigation, on passes and in emails.' },
        { icon: Type, title: 'Typography', description: 'Inter-style system fonts at a 14px base size.' },
      ]}
    />
  )
}
