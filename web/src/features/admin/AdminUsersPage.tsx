import { KeyRound, LogIn, UsersRound } from 'lucide-react'
import { AdminSectionPage } from './AdminSectionPage'

export function AdminUsersPage() {
  return (
    <AdminSectionPage
      title="Users"
      description="Accounts of organisers, their staff and hosts."
      items={[
        { icon: UsersRound, title: 'Accounts', description: 'Name, email, organisation, administrator flag and sign-up date.' },
        { icon: LogIn, title: 'Log in as', description: 'Open a session as another user to help them with their events.' },
        { icon: KeyRound, title: 'Passwords', description: 'Set a default password for an account that is locked out.' },
      ]}
    />
  )
}
