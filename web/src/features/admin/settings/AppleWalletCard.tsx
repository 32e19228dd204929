import { useState } from 'react'
import { useRemoveWallet, useSaveAppleWallet, type WalletSettings } from '@/api/wallet'
import { showSnackbar } from '@/components/feedback/snackbar-store'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { formatTimestampDate } from '@/lib/dates'
import { firstError } from '@/lib/field-errors'
import { SettingsCard } from './SettingsCard'
import { WalletStatus } from './WalletStatus'
import { fileText, useWalletErrors } from './use-wallet-form'

type Files = { certificate: File | null; private_key: File | null; wwdr_certificate: File | null }

/**
 * The Pass Type ID certificate, its key and Apple's WWDR certificate that sign .pkpass files.
 * Keys are write-only: the card shows the identifiers and the certificate's expiry, never a key.
 */
export function AppleWalletCard({ settings }: { settings: WalletSettings }) {
  const [files, setFiles] = useState<Files>({ certificate: null, private_key: null, wwdr_certificate: null })
  const [form, setForm] = useState({ key_passphrase: '', pass_type_identifier: '', team_identifier: '' })
  // Saved files are sealed on the server; the pickers are emptied (remounted) so nothing suggests they are kept here.
  const [pickers, setPickers] = useState(0)
  const { errors, setErrors, failed } = useWalletErrors()
  const save = useSaveAppleWallet()
  const remove = useRemoveWallet()
  const apple = settings.apple
  const setFile = (field: keyof Files) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setFiles((current) => ({ ...current, [field]: event.target.files?.[0] ?? null }))

  async function submit() {
    const input = {
      certificate: await fileText(files.certificate),
      private_key: await fileText(files.private_key),
      wwdr_certificate: await fileText(files.wwdr_certificate),
      key_passphrase: form.key_passphrase || null,
      pass_type_identifier: form.pass_type_identifier.trim() || null,
      team_identifier: form.team_identifier.trim() || null,
    }
    save.mutate(input, {
      onSuccess: () => {
        setErrors({})
        setForm({ key_passphrase: '', pass_type_identifier: '', team_identifier: '' })
        setFiles({ certificate: null, private_key: null, wwdr_certificate: null })
        setPickers((current) => current + 1)
        showSnackbar('Apple Wallet is set up: guests now see “Add to Apple Wallet”.', 'success')
      },
      onError: failed,
    })
  }

  const removeButton = apple && (
    <Button
      type="button"
      variant="secondary"
      className="mr-auto"
      disabled={remove.isPending}
      onClick={() => remove.mutate('apple', { onSuccess: () => showSnackbar('Apple Wallet credentials removed.', 'success') })}
    >
      Remove
    </Button>
  )
  const fileField = (field: keyof Files, label: string, hint: string, accept: string) => (
    <FormField id={`apple-${field}`} label={label} error={firstError(errors, field)} hint={hint}>
      <Input key={pickers} id={`apple-${field}`} type="file" accept={accept} onChange={setFile(field)} aria-invalid={Boolean(errors[field])} />
    </FormField>
  )

  return (
    <SettingsCard
      title="Apple Wallet"
      description="Guests add their pass to Apple Wallet with a certificate of your Apple Developer account (Certificates, Identifiers & Profiles → Pass Type IDs)."
      onSubmit={() => void submit()}
      saving={save.isPending}
      actions={removeButton}
    >
      <WalletStatus
        configured={Boolean(apple)}
        lines={
          apple
            ? [
                `Pass type ${apple.pass_type_identifier}, team ${apple.team_identifier}`,
                `The certificate is valid until ${formatTimestampDate(apple.certificate_expires_at)}.`,
              ]
            : []
        }
        absent="Not set up: pass pages, RSVP pages and invitations show no “Add to Apple Wallet” button."
      />
      <p className="text-xs text-muted-foreground">
        {apple
          ? 'To replace the credentials, choose all three files again.'
          : 'Choose the three files as PEM text (.pem). A certificate exported from Keychain as .p12 converts with openssl pkcs12.'}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {fileField('certificate', 'Pass Type ID certificate', 'The certificate Apple issued for your pass type.', '.pem,.crt,.cer,application/x-pem-file')}
        {fileField('private_key', 'Private key', 'The key the certificate was requested with.', '.pem,.key,application/x-pem-file')}
        <FormField
          id="apple-key-passphrase"
          label="Key passphrase"
          error={firstError(errors, 'key_passphrase')}
          hint="Only when the key file is protected by one."
          optional
        >
          <Input
            id="apple-key-passphrase"
            type="password"
            autoComplete="new-password"
            value={form.key_passphrase}
            onChange={(event) => setForm((current) => ({ ...current, key_passphrase: event.target.value }))}
          />
        </FormField>
        {fileField(
          'wwdr_certificate',
          'Apple WWDR certificate',
          'Apple’s intermediate certificate (G4), from apple.com/certificateauthority.',
          '.pem,.crt,.cer,application/x-pem-file',
        )}
        <FormField
          id="apple-pass-type"
          label="Pass type identifier"
          error={firstError(errors, 'pass_type_identifier')}
          hint="Read from the certificate when left empty."
          optional
        >
          <Input
            id="apple-pass-type"
            value={form.pass_type_identifier}
            placeholder="pass.com.example.events"
            onChange={(event) => setForm((current) => ({ ...current, pass_type_identifier: event.target.value }))}
          />
        </FormField>
        <FormField
          id="apple-team"
          label="Team identifier"
          error={firstError(errors, 'team_identifier')}
          hint="Read from the certificate when left empty."
          optional
        >
          <Input
            id="apple-team"
            value={form.team_identifier}
            placeholder="ABCDE12345"
            onChange={(event) => setForm((current) => ({ ...current, team_identifier: event.target.value }))}
          />
        </FormField>
      </div>
    </SettingsCard>
  )
}
