import { Link } from '@tanstack/react-router'

/** Under the login form's password field. */
export function ForgotPasswordLink() {
  return (
    <Link to="/account/forgot-password" className="-mt-2 self-end text-[13px] font-medium text-primary hover:underline">
      Forgot password?
    </Link>
  )
}
