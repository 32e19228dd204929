import { SIGNUP_BY_INVITATION_MESSAGE, SIGNUP_CLOSED_MESSAGE } from '@usher/domain/instance/instance-settings'

/** What the login page says for each `sso_error` the callback sends back. */
export const SSO_ERROR_MESSAGES: Record<string, string> = {
  account_exists: 'An account already uses this email address. Sign in with your password, then connect single sign-on from Account Settings.',
  account_disabled: 'This account has been disabled. Ask the administrator of your Usher to enable it again.',
  cancelled: 'Signing in with single sign-on was cancelled.',
  domain_unproved:
    'This organisation’s sign-in opens new accounts only for email domains it has proved. If you are already a member, sign in with your password and connect single sign-on from Account Settings.',
  expired: 'That sign-in attempt expired or was already used. Please try again.',
  failed: 'The sign-in provider’s answer could not be verified. Please try again, or sign in with your password.',
  identity_in_use: 'That single sign-on account is already connected to another Usher account.',
  no_email: 'The sign-in provider did not share your email address, so no account could be opened.',
  signup_closed: SIGNUP_CLOSED_MESSAGE,
  signup_by_invitation: SIGNUP_BY_INVITATION_MESSAGE,
  unavailable: 'Single sign-on is not available right now. Sign in with your password, or try again later.',
}

export function ssoErrorMessage(code: string | undefined): string | null {
  if (!code) return null
  return SSO_ERROR_MESSAGES[code] ?? SSO_ERROR_MESSAGES.failed!
}
