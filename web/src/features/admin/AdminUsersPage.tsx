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
import { PageContainer } from '@/components/layout/PageContainer'
import { PageHeader } from '@/components/layout/PageHeader'
import { cn } from '@/lib/cn'
import { useCurrentUser } from '@/lib/use-current-user'
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
      <Card className="@container overflow-hidden">
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
        <QueryView
          query={users}
          pendingLabel="Loading users"
          isEmpty={(result) => result.data.length === 0}
          empty={
            <EmptyState
              icon={UsersRound}
              title="No users found"
              description={debounced ? `Nobody's name or email contains “${debounced}”.` : 'No accounts yet.'}
            />
          }
        >
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

/** An address that breaks before its "@" when it must break, not between two letters of it. */
function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@')
  if (at <= 0) return email
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  )
}

/**
 * The columns a row keeps by the room the list has (the card's width, not the window's: the admin
 * menu takes more or less of it). Narrower, the email folds under the name first, then the dates and
 * 2FA: at 768 px the table scrolled sideways and hid each row's actions (issue 28).
 */
const EMAIL_COLUMN = 'hidden @3xl:table-cell'
const DETAIL_COLUMN = 'hidden @min-[60rem]:table-cell'

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
          <TableHead className={EMAIL_COLUMN}>Email</TableHead>
          <TableHead className={DETAIL_COLUMN}>Joined</TableHead>
          <TableHead className={DETAIL_COLUMN}>Last signed in</TableHead>
          <TableHead className={DETAIL_COLUMN}>2FA</TableHead>
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
            <TableCell className="py-2.5 whitespace-normal">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span className="font-medium">{user.full_name}</span>
                {user.is_admin && <Badge tone="primary">Administrator</Badge>}
                {user.disabled && <Badge tone="error">Disabled</Badge>}
              </div>
              {/* Where the columns have no room, what they hold folds into lines under the name. */}
              <p className="mt-0.5 text-xs text-muted-foreground [overflow-wrap:anywhere] @3xl:hidden" data-testid="admin-user-folded-email">
                <EmailText email={user.email} />
              </p>
              {/* Each part names itself, so a line may break between them with no separator left hanging. */}
              <p
                className="mt-0.5 flex flex-wrap items-center gap-x-3 text-xs text-muted-foreground @min-[60rem]:hidden"
                data-testid="admin-user-folded-details"
              >
                <span className="whitespace-nowrap">Joined {formatTimestampDate(user.created_at)}</span>
                <span className="whitespace-nowrap">
                  {user.last_signed_in_at ? `Last signed in ${formatRelativeTime(user.last_signed_in_at)}` : 'Never signed in'}
                </span>
                <span className="inline-flex items-center gap-1 whitespace-nowrap">
                  2FA <TwoFactorBadge user={user} />
                </span>
              </p>
            </TableCell>
            <TableCell className={cn(EMAIL_COLUMN, 'text-muted-foreground')}>{user.email}</TableCell>
            <TableCell className={cn(DETAIL_COLUMN, 'whitespace-nowrap text-muted-foreground')}>{formatTimestampDate(user.created_at)}</TableCell>
            <TableCell className={cn(DETAIL_COLUMN, 'whitespace-nowrap text-muted-foreground')}>
              {user.last_signed_in_at ? formatRelativeTime(user.last_signed_in_at) : 'Never'}
            </TableCell>
            <TableCell className={cn(DETAIL_COLUMN, 'whitespace-nowrap')}>
              <TwoFactorBadge user={user} />
            </TableCell>
            <TableCell>
              <div className="flex items-center justify-end gap-1">
                {user.id !== me.id && (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => void onLoginAs(user)}
                    disabled={loginAs.isPending || user.disabled}
                    aria-label={`Log in as ${user.full_name}`}
                    title="Log in as"
                  >
                    <LogIn aria-hidden />
                    {/* A phone keeps the icon (its name stays for screen readers and as a tooltip), so the name has the row. */}
                    <span className="hidden @md:inline">Log in as</span>
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
