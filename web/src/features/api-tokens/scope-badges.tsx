import { API_TOKEN_SCOPE_LABELS } from '@usher/domain/api-tokens/api-token-rules'
import type { ApiTokenScope } from '@/api/api-tokens'
import { Badge } from '@/components/ui/badge'

export function ScopeBadges({ scopes }: { scopes: ApiTokenScope[] }) {
  return (
    <div className="flex flex-wrap gap-1">
      {scopes.map((scope) => (
        <Badge key={scope} tone={scope === 'guests:write' ? 'warning' : 'primary'} title={API_TOKEN_SCOPE_LABELS[scope]}>
          {scope}
        </Badge>
      ))}
    </div>
  )
}
