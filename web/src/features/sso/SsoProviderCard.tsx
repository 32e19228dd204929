import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import { ssoProviderQuery, useRemoveSsoProvider, useSaveSsoProvider, type SsoProvider, type SsoProviderInput, type SsoScope } from '@/api/sso'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { CopyButton } from '@/components/ui/copy-button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/select'
import { Spinner } from '@/components/ui/spinner'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Form } from '@/components/form/Form'
import { rulesSchema } from '@/components/form/rules-schema'
import { useSchemaForm } from '@/components/form/use-schema-form'
import { SsoDomainList } from './SsoDomainList'

const KINDS = [
  { value: 'entra', label: 'Microsoft Entra ID' },
  { value: 'oidc', label: 'OpenID Connect' },
] as const

/** The form's values: the domains as typed, one text. */
type SsoProviderForm = SsoProviderInput & { domains: string }

// Nothing to check before sending: the provider's settings are proved by the server, which reads its issuer.
const providerSchema = rulesSchema<SsoProviderForm>(() => ({}))

function formOf(provider: SsoProvider | null): SsoProviderForm {
  return {
    kind: provider?.kind ?? 'entra',
    display_name: provider?.display_name ?? '',
    issuer_url: provider?.issuer_url ?? '',
    entra_tenant: provider?.entra_tenant ?? '',
    client_id: provider?.client_id ?? '',
    client_secret: '',
    email_domains: provider?.email_domains ?? [],
    domains: (provider?.email_domains ?? []).join(', '),
  }
}

type SsoProviderCardProps = { scope: SsoScope; title: string; description: string }

/** A value to copy into another system (the provider's settings, a message to members), under its title. */
function CopyableLine({ title, hint, value, what }: { title: string; hint?: string; value: string; what: string }) {
  return (
    <div className="flex flex-col gap-1.5 sm:col-span-2">
      <p className="text-[13px] font-medium">{title}</p>
      <div className="flex items-center gap-2 rounded-md border border-border bg-canvas px-3 py-2">
        <code className="min-w-0 flex-1 text-xs break-all">{value}</code>
        <CopyButton value={value} label={`Copy ${what}`} what={what} iconOnly />
      </div>
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
    </div>
  )
}

/**
 * One scope's single sign-on provider: the Microsoft Entra ID preset or any OpenID Connect
 * provider. The client secret is write-only: the form shows that one is set, never what it is.
 */
export function SsoProviderCard({ scope, title, description }: SsoProviderCardProps) {
  const query = useQuery(ssoProviderQuery(scope))
  const provider = query.data?.data ?? null
  const save = useSaveSsoProvider(scope, { onSuccess: () => showSnackbar('Single sign-on saved.', 'success') })
  const sso = useSchemaForm({
    schema: providerSchema,
    initial: formOf(null),
    onSubmit: ({ domains, ...input }) => save.mutateAsync({ ...input, email_domains: domains.split(/[\s,]+/).filter(Boolean) }),
  })
  const { setValues } = sso
  useEffect(() => setValues(formOf(provider)), [provider, setValues])
  const form = sso.values
  const remove = useRemoveSsoProvider(scope, {
    onSuccess: () => showSnackbar('Single sign-on removed.', 'success'),
    onError: (error) => showSnackbar(error.message, 'error'),
  })

  // An organisation's members who may not set it up see nothing of it here.
  if (query.isError) return null
  const id = (field: string) => `sso-${scope}-${field}`
  const error = (field: string) => sso.error(field) ?? undefined
  const set = (field: 'display_name' | 'issuer_url' | 'entra_tenant' | 'client_id' | 'client_secret' | 'domains') => (event: { target: { value: string } }) =>
    sso.set(field, event.target.value)

  return (
    <Card>
      <Form form={sso}>
        <CardHeader>
          <CardTitle>{title}</CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <FormField id={id('kind')} label="Provider" error={error('kind')}>
            <NativeSelect
              id={id('kind')}
              options={KINDS}
              value={form.kind}
              onChange={(event) => sso.set('kind', event.target.value as SsoProviderInput['kind'])}
            />
          </FormField>
          <FormField id={id('name')} label="Name on the sign-in button" error={error('display_name')} optional={form.kind === 'entra'}>
            <Input
              id={id('name')}
              value={form.display_name}
              placeholder={form.kind === 'entra' ? 'Microsoft' : 'Company login'}
              onChange={set('display_name')}
            />
          </FormField>
          {form.kind === 'entra' ? (
            <FormField
              id={id('tenant')}
              label="Tenant"
              error={error('entra_tenant')}
              hint="Your directory (tenant) ID, or “organizations” for any work or school account."
              className="sm:col-span-2"
            >
              <Input id={id('tenant')} value={form.entra_tenant} onChange={set('entra_tenant')} />
            </FormField>
          ) : (
            <FormField
              id={id('issuer')}
              label="Issuer URL"
              error={error('issuer_url')}
              hint="The provider’s address; its settings are read from it."
              className="sm:col-span-2"
            >
              <Input id={id('issuer')} type="url" value={form.issuer_url} placeholder="https://login.example.com" onChange={set('issuer_url')} />
            </FormField>
          )}
          <FormField id={id('client-id')} label="Client ID" error={error('client_id')}>
            <Input id={id('client-id')} value={form.client_id} autoComplete="off" onChange={set('client_id')} />
          </FormField>
          <FormField
            id={id('secret')}
            label="Client secret"
            error={error('client_secret')}
            hint={provider ? 'A secret is set. Leave this empty to keep it.' : undefined}
          >
            <Input
              id={id('secret')}
              type="password"
              value={form.client_secret}
              autoComplete="new-password"
              placeholder={provider ? '•••• set' : ''}
              onChange={set('client_secret')}
            />
          </FormField>
          {scope === 'organisation' && (
            <FormField
              id={id('domains')}
              label="Email domains"
              optional
              error={error('email_domains')}
              hint="Your organisation’s own domains, e.g. acme.com. Once a domain is proved, people with its addresses are offered this sign-in."
              className="sm:col-span-2"
            >
              <Input id={id('domains')} value={form.domains} onChange={set('domains')} />
            </FormField>
          )}
          {scope === 'organisation' && provider && provider.domains.length > 0 && <SsoDomainList domains={provider.domains} />}
          {query.data && <CopyableLine title="Redirect URI to register at the provider" value={query.data.redirect_uri} what="the redirect URI" />}
          {scope === 'organisation' && provider && (
            <CopyableLine
              title="Sign-in link for your members"
              hint="Members who connected single sign-on in Account Settings sign in here, whether or not a domain is proved."
              value={new URL(provider.start_url, window.location.origin).href}
              what="the sign-in link"
            />
          )}
        </CardContent>
        <CardFooter className="justify-end">
          {provider && (
            <Button type="button" variant="ghost" disabled={remove.isPending} onClick={() => remove.mutate()}>
              Remove
            </Button>
          )}
          <Button type="submit" disabled={save.isPending || query.isPending}>
            {save.isPending && <Spinner label="Saving" />}
            Save single sign-on
          </Button>
        </CardFooter>
      </Form>
    </Card>
  )
}
