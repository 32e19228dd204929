import { Link } from '@tanstack/react-router'
import { MailCheck } from 'lucide-react'
import { useDocumentTitle } from '@/lib/page-title'

/** /account/send-reset-link: the same words whether or not the address has an account. */
export function SendResetLinkPage() {
  useDocumentTitle('Check your email')
  return (
    <div>
      <MailCheck aria-hidden className="size-8 text-primary" />
      <h1 className="mt-3 text-xl font-semibold tracking-[-0.02em]">Check your email</h1>
      <p className="mt-2 text-[13px] text-muted-foreground">
        If an account uses the address you entered, we sent it a link to reset the password. The link works once, for 60 minutes. Nothing arrived? Check your
        spam folder, or ask for a new link.
      </p>
      <div className="mt-6 flex flex-col gap-2 text-center text-[13px]">
        <Link to="/account/login" className="font-medium text-primary hover:underline">
          Back to sign in
        </Link>
        <Link to="/account/forgot-password" className="text-muted-foreground hover:underline">
          Send another link
        </Link>
      </div>
    </div>
  )
}
