import { useQuery } from '@tanstack/react-query'
import { KeyRound, Trash2 } from 'lucide-react'
import { apiTokensQuery, type ApiToken } from '@/api/api-tokens'
import { isConfirmed, useConfirm } from '@/components/feedback/confirm-context'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { EmptyState } from '@/components/ui/empty-state'
import { QueryView } from '@/components/query-view'
import { Spinner } from '@/components/ui/spinner'
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table'
import { formatRelativeTime } from '@/lib/dates'
import { ScopeBadges } from './scope-badges'
import { useRevokeApiToken } from './use-api-token-mutations'

/** The person's live tokens: name, scopes, prefix, created, last used, and revoke. */
export function ApiTokenList({ onCreate }: { onCreate: () => void }) {
  const tokens = useQuery(apiTokensQuery())
  const revoke = useRevokeApiToken()
  const confirm = useConfirm()

  async function onRevoke(token: ApiToken) {
    const outcome = await confirm({
      heading: `Revoke ${token.name}?`,
      message: 'Anything using this token stops working at once. This cannot be undone.',
      confirmLabel: 'Revoke',
      tone: 'danger',
    })
    if (isConfirmed(outcome)) revoke.mutate(token)
  }

  return (
    <Card className="overflow-hidden">
      <QueryView
        query={tokens}
        pendingLabel="Loading API tokens"
        empty={
          <EmptyState
            icon={KeyRound}
            title="No API tokens yet"
            description="Create a token to let another system read your organisation's event stream or manage guests."
            action={<Button onClick={onCreate}>New token</Button>}
          />
        }
      >
        {(list) => (
          <Table aria-label="API tokens">
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Scopes</TableHead>
                <TableHead>Token</TableHead>
                <TableHead>Created</TableHead>
                <TableHead>Last used</TableHead>
                <TableHead className="w-0">
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.map((token) => {
                const revoking = revoke.isPending && revoke.variables.id === token.id
                return (
                  <TableRow key={token.id}>
                    <TableCell className="font-medium">{token.name}</TableCell>
                    <TableCell>
                      <ScopeBadges scopes={token.scopes} />
                    </TableCell>
                    <TableCell>
                      <code className="font-mono text-xs text-muted-foreground">{token.prefix}…</code>
                    </TableCell>
                    <TableCell className="whitespace-nowrap text-muted-foreground">{formatRelativeTime(token.created_at)}</TableCell>
                    <TableCell className="whitespace-nowrap text-muted-foreground">
                      {token.last_used_at ? formatRelativeTime(token.last_used_at) : 'Never'}
                    </TableCell>
                    <TableCell>
                      <Button variant="ghost" size="sm" aria-label={`Revoke ${token.name}`} disabled={revoking} onClick={() => void onRevoke(token)}>
                        {revoking ? <Spinner label="Revoking" /> : <Trash2 aria-hidden />}
                        Revoke
                      </Button>
                    </TableCell>
                  </TableRow>
                )
              })}
            </TableBody>
          </Table>
        )}
      </QueryView>
    </Card>
  )
}
