import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { LogIn, UsersRound } from 'lucide-react'
import { ADMIN_USERS_PER_PAGE, adminUsersQuery, type AdminUser } from '@/api/admin-users'
import { isConfirmed, useConfirm } from '@/components/feedback/confirm-context'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { QueryView } from '@/components/query-view'
import { PaginationBar } from '@/components/ui/pagination-bar'
import { SearchInput } from '@/components/ui/search-input'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { useCurrentUser } from '@/lib/use-current-user'
import { PageContainer } from '@/components/layout/PageContainer'
import { PageHeader } from '@/components/layout/PageHeader'
import { formatRelativeTime, formatTimestampDate } from '@/lib/dates'
import { useDebouncedValue } from '@/lib/use-debounced-value'
import { useDocumentTitle } from '@/lib/page-title'
import { ADMIN_TITLE } from './AdminLayout'
import { useLoginAs } from './use-login-as'
import { UserActionsMenu } from './user-actions/UserActionsMenu'
import { TwoFactorBadge } from './TwoFactorUserCell'

/** /admin/users: every account of the instance, and logging in as one to help its owner. */
export function AdminUsersPage() {
  useDocumentTitle(`Users · ${ADMIN_TITLE}`)
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const debounced = useDebouncedValue(search.trim(), 250)
  const users = useQuery(adminUsersQuery({ search: debounced, page }))

  return (
    <PageContainer>
      <PageHeader title="Users" description="Accounts of organisers, their staff and hosts. Log in as someone to see Usher as they do." />
      <Card className="overflow-hidden">
        <div className="border-b border-border p-3">
          <SearchInput
            value={search}
            onValueChange={(value) => {
              setSearch(value)
              setPage(1)
            }}
            placeholder="Search by name or email"
            aria-label="Search users"
            className="max-w-sm"
          />
        </div>
        <QueryView query={users} pendingLabel="Loading users" isEmpty={(result) => result.data.length === 0} empty={<EmptyState icon={UsersRound} title="No users found" description={debounced ? `Nobody's name or email contains “${debounced}”.` : 'No accounts yet.'} />}>
          {(result) => (
            <>
              <UserTable users={result.data} />
              <PaginationBar
                page={result.meta.page}
                perPage={ADMIN_USERS_PER_PAGE}
                total={result.meta.total}
                lastPage={result.meta.last_page}
                onPageChange={setPage}
                noun="users"
              />
            </>
          )}
        </QueryView>
      </Card>
    </PageContainer>
  )
}

function UserTable({ users }: { users: AdminUser[] }) {
  const me = useCurrentUser()
  const loginAs = useLoginAs()
  const confirm = useConfirm()

  async function onLoginAs(user: AdminUser) {
    const outcome = await confirm({
      heading: `Log in as ${user.full_name}?`,
      message: `You will see Usher exactly as ${user.full_name} does, and act as them until you return to your account. Everything you change is recorded as done by you on their behalf.`,
      confirmLabel: 'Log in as them',
    })
    if (isConfirmed(outcome)) loginAs.mutate(user.id)
  }

  return (
    <Table aria-label="Users">
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Email</TableHead>
          <TableHead>Joined</TableHead>
          <TableHead>Last signed in</TableHead>
          <TableHead>2FA</TableHead>
          <TableHead className="w-0">
            <span className="sr-only">Actions</span>
            {/* The password, asked again before logging in as someone: a dialog, so it shows over the page, not in this cell. */}
            {loginAs.confirmationDialog}
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {users.map((user) => (
          <TableRow key={user.id} data-testid="admin-user-row">
            <TableCell className="font-medium">
              {user.full_name}
              {user.is_admin && (
                <Badge tone="primary" className="ml-2">
                  Administrator
                </Badge>
              )}
              {user.disabled && (
                <Badge tone="error" className="ml-2">
                  Disabled
                </Badge>
              )}
            </TableCell>
            <TableCell className="text-muted-foreground">{user.email}</TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">{formatTimestampDate(user.created_at)}</TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">{user.last_signed_in_at ? formatRelativeTime(user.last_signed_in_at) : 'Never'}</TableCell>
            <TableCell className="whitespace-nowrap">
              <TwoFactorBadge user={user} />
            </TableCell>
            <TableCell>
              <div className="flex items-center justify-end gap-1">
                {user.id !== me.id && (
                  <Button size="sm" variant="secondary" onClick={() => void onLoginAs(user)} disabled={loginAs.isPending || user.disabled} aria-label={`Log in as ${user.full_name}`}>
                    <LogIn aria-hidden />
                    Log in as
                  </Button>
                )}
                <UserActionsMenu user={user} isSelf={user.id === me.id} />
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
