// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError } from '@/lib/api-error'
import { isPasswordConfirmationCancelled, usePasswordConfirmation } from './use-password-confirmation'

// The dialog's code loads the first time the server asks for the password; until then nothing of it is on the page.

function SensitiveAction({ answer }: { answer: () => Promise<string> }) {
  const { withConfirmation, dialog } = usePasswordConfirmation()
  const [outcome, setOutcome] = useState('')
  return (
    <>
      <button
        onClick={() =>
          withConfirmation(answer).then(setOutcome, (error: unknown) => setOutcome(isPasswordConfirmationCancelled(error) ? 'cancelled' : 'failed'))
        }
      >
        Do it
      </button>
      <p data-testid="outcome">{outcome}</p>
      {dialog}
    </>
  )
}

const renderWith = (answer: () => Promise<string>) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SensitiveAction answer={answer} />
    </QueryClientProvider>,
  )

afterEach(cleanup)

describe('usePasswordConfirmation', () => {
  it('shows no dialog while the server asks for nothing', async () => {
    renderWith(async () => 'done')
    fireEvent.click(screen.getByRole('button', { name: 'Do it' }))
    expect(await screen.findByText('done')).toBeTruthy()
    expect(screen.queryByText('Confirm your password')).toBeNull()
  })

  it('loads and opens the dialog when the server asks for the password, and a closed dialog says nothing more', async () => {
    renderWith(async () => {
      throw new ApiError(403, 'Confirm your password to continue.', 'password_confirmation_required')
    })
    fireEvent.click(screen.getByRole('button', { name: 'Do it' }))
    // The dialog's code is imported on demand: on a busy machine that takes longer than findBy's default second.
    expect(await screen.findByText('Confirm your password', { selector: 'h2' }, { timeout: 15_000 })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByText('cancelled')).toBeTruthy()
  })
})
