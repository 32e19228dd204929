import { useState } from 'react'
import { useRemoveWallet, useSaveGoogleWallet, type WalletSettings } from '@/api/wallet'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { firstError } from '@/lib/field-errors'
import { SettingsCard } from './SettingsCard'
import { WalletStatus } from './WalletStatus'
import { fileText, useWalletErrors } from './use-wallet-form'

/** The Google Wallet issuer and the service account whose key signs "Save to Google Wallet" links. */
export function GoogleWalletCard({ settings }: { settings: WalletSettings }) {
  const google = settings.google
  const [issuerId, setIssuerId] = useState(google?.issuer_id ?? '')
  const [keyFile, setKeyFile] = useState<File | null>(null)
  // The saved key is sealed on the server; the picker is emptied (remounted) so nothing suggests it is kept here.
  const [picker, setPicker] = useState(0)
  const { errors, setErrors, failed } = useWalletErrors()
  const save = useSaveGoogleWallet()
  const remove = useRemoveWallet()

  async function submit() {
    save.mutate(
      { issuer_id: issuerId.trim() || null, service_account_key: await fileText(keyFile) },
      {
        onSuccess: () => {
          setErrors({})
          setKeyFile(null)
          setPicker((current) => current + 1)
          showSnackbar('Google Wallet is set up: guests now see “Add to Google Wallet”.', 'success')
        },
        onError: failed,
      },
    )
  }

  const removeButton = google && (
    <Button
      type="button"
      variant="secondary"
      className="mr-auto"
      disabled={remove.isPending}
      onClick={() => remove.mutate('google', { onSuccess: () => showSnackbar('Google Wallet credentials removed.', 'success') })}
    >
      Remove
    </Button>
  )

  return (
    <SettingsCard
      title="Google Wallet"
      description="Guests save their pass to Google Wallet through your issuer account (pay.google.com/business/console) and a Google Cloud service account that it lets in."
      onSubmit={() => void submit()}
      saving={save.isPending}
      actions={removeButton}
    >
      <WalletStatus
        configured={Boolean(google)}
        lines={google ? [`Issuer ${google.issuer_id}`, `Signed by ${google.service_account_email}`] : []}
        absent="Not set up: pass pages, RSVP pages and invitations show no “Add to Google Wallet” button."
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="google-issuer" label="Issuer id" error={firstError(errors, 'issuer_id')} hint="The number at the top of the Google Wallet console.">
          <Input
            id="google-issuer"
            inputMode="numeric"
            value={issuerId}
            placeholder="3388000000012345678"
            onChange={(event) => setIssuerId(event.target.value)}
            aria-invalid={Boolean(errors.issuer_id)}
          />
        </FormField>
        <FormField
          id="google-key"
          label="Service account key"
          error={firstError(errors, 'service_account_key')}
          hint={google ? 'Choose the key file again to replace it.' : 'The JSON key file of the service account (Keys → Add key).'}
        >
          <Input
            key={picker}
            id="google-key"
            type="file"
            accept=".json,application/json"
            onChange={(event) => setKeyFile(event.target.files?.[0] ?? null)}
            aria-invalid={Boolean(errors.service_account_key)}
          />
        </FormField>
      </div>
    </SettingsCard>
  )
}
