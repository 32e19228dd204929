import type { CurrentUser } from '@/api/auth'
import { ProfileNameCard } from './ProfileNameCard'
import { ChangeEmailCard } from './ChangeEmailCard'
import { ChangePasswordCard } from './ChangePasswordCard'

/**
 * Account Settings' editable sections: the name, the email and the password. An administrator
 * logged in as the user may fix a name, but only the owner changes how the account signs in.
 */
export function AccountProfileCards({ user, emailChangeToken }: { user: CurrentUser; emailChangeToken?: string }) {
  return (
    <>
      <ProfileNameCard user={user} />
      {!user.impersonator && (
        <>
          <ChangeEmailCard user={user} linkToken={emailChangeToken} />
          <ChangePasswordCard user={user} />
        </>
      )}
    </>
  )
}
