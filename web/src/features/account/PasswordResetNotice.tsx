/** The login page after a reset: the reset signed nobody in, so the person signs in here with the new password. */
export function PasswordResetNotice() {
  return (
    <p role="status" className="mt-4 rounded-md border border-success/40 bg-success/5 px-3 py-2 text-[13px] text-foreground">
      Your password has been reset. Sign in with your new password.
    </p>
  )
}
