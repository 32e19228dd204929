import { Mail, Palette, ShieldCheck } from 'lucide-react'
import { AdminSectionPage } from './AdminSectionPage'
import { TwoFactorPolicyCard } from '@/features/two-factor/TwoFactorPolicyCard'

export function AdminSettingsPage() {
  return (
    <AdminSectionPage
      title="Settings"
      description="Platform-wide settings that apply to every organisation."
      items={[
        { icon: Mail, title: 'Email delivery', description: 'The default SMTP configuration used when an event has none.' },
        { icon: ShieldCheck, title: 'Security', description: 'Two-factor requirements and session lifetime.' },
        { icon: Palette, title: 'Theme', description: 'Brand colours used across the dashboard and guest pages.' },
      ]}
    >
      <TwoFactorPolicyCard />
    </AdminSectionPage>
  )
}
