import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { MapPin, Pencil, Trash2 } from 'lucide-react'
import { addressesQuery, organisationQuery, removeAddress, useOrganisationChange, type OrganisationAddress } from '@/api/organisations'
import { isConfirmed, useConfirm } from '@/components/feedback/confirm-context'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { QueryView } from '@/components/query-view'
import { PageContainer } from '@/components/layout/PageContainer'
import { PageHeader } from '@/components/layout/PageHeader'
import { useDocumentTitle } from '@/lib/page-title'
import { AddressForm } from './AddressForm'
import { OrganisationNav } from './OrganisationNav'

/** One address as an envelope shows it. */
export function addressLines(address: OrganisationAddress): string[] {
  const state = address.country_code === 'US' ? address.state_region_code : address.state_region
  // "San Diego, CA 92101"; "London, Greater London E1 6AN".
  const region = [[address.city, state].filter(Boolean).join(', '), address.postal_code].filter(Boolean).join(' ')
  return [address.address, address.address_2, region, address.country].filter((line): line is string => Boolean(line))
}

/** /organization/location: the organisation's addresses. */
export function OrganisationLocationPage() {
  useDocumentTitle('Location')
  const confirm = useConfirm()
  const organisation = useQuery(organisationQuery())
  const addresses = useQuery(addressesQuery())
  const [editing, setEditing] = useState<string | null>(null)
  const canEdit = organisation.data?.can_edit === true
  const remove = useOrganisationChange(removeAddress, {
    onError: (failure) => showSnackbar(failure.message, 'error'),
  })

  async function askToRemove(address: OrganisationAddress) {
    const outcome = await confirm({
      heading: 'Remove address?',
      message: `${address.name ?? address.address ?? 'This address'} will be removed from your organisation.`,
      tone: 'danger',
      confirmLabel: 'Remove',
    })
    if (isConfirmed(outcome)) remove.mutate(address.id)
  }

  return (
    <PageContainer className="max-w-[900px]">
      <PageHeader title="Organization" description="How your organisation appears, who is in it, and the images it uses." />
      <OrganisationNav />
      <div className="flex flex-col gap-5">
        <Card>
          <CardHeader>
            <CardTitle>Addresses</CardTitle>
            <CardDescription>Your organisation's offices and usual venues.</CardDescription>
          </CardHeader>
          <CardContent>
            <QueryView
              query={addresses}
              pendingLabel="Loading addresses"
              pendingClassName="flex justify-center py-6"
              pending={<Spinner />}
              empty={<p className="rounded-md bg-muted px-3 py-6 text-center text-[13px] text-muted-foreground">No addresses yet.</p>}
            >
              {(list) => (
                <ul className="flex flex-col gap-3">
                  {list.map((address) => (
                    <li key={address.id} className="rounded-lg border border-border p-3">
                      {editing === address.id ? (
                        <AddressForm
                          address={address}
                          submitLabel="Save address"
                          secondaryAction={
                            <Button type="button" variant="secondary" onClick={() => setEditing(null)}>
                              Cancel
                            </Button>
                          }
                          onSaved={() => setEditing(null)}
                        />
                      ) : (
                        <div className="flex items-start justify-between gap-3">
                          <div className="flex min-w-0 gap-3">
                            <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
                            <div className="min-w-0 text-[13px]">
                              {address.name && <p className="font-medium">{address.name}</p>}
                              {addressLines(address).map((line) => (
                                <p key={line} className="text-muted-foreground">
                                  {line}
                                </p>
                              ))}
                            </div>
                          </div>
                          {canEdit && (
                            <div className="flex shrink-0">
                              <Button
                                type="button"
                                variant="ghost"
                                size="icon-sm"
                                aria-label={`Edit ${address.name ?? address.address ?? 'address'}`}
                                onClick={() => setEditing(address.id)}
                              >
                                <Pencil aria-hidden />
                              </Button>
                              <Button
                                type="button"
                                variant="ghost"
                                size="icon-sm"
                                aria-label={`Remove ${address.name ?? address.address ?? 'address'}`}
                                onClick={() => void askToRemove(address)}
                              >
                                <Trash2 aria-hidden />
                              </Button>
                            </div>
                          )}
                        </div>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </QueryView>
          </CardContent>
        </Card>
        {canEdit && (
          <Card>
            <CardHeader>
              <CardTitle>Add an address</CardTitle>
            </CardHeader>
            <CardContent>
              <AddressForm submitLabel="Add address" onSaved={() => showSnackbar('Address added.', 'success')} />
            </CardContent>
          </Card>
        )}
      </div>
    </PageContainer>
  )
}
