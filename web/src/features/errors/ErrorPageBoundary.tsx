import { Component, type ReactNode } from 'react'

type State = { failed: boolean }

/** Spec section 2: if the error page itself fails, say so instead of showing a blank screen. */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override render() {
    if (this.state.failed) {
      return (
        <div className="flex min-h-dvh items-center justify-center p-6 text-center">
          <div>
            <h1 className="text-lg font-semibold">An error occurred while showing the error page</h1>
            <a href="/" className="mt-3 inline-block text-primary underline">
              Back to home
            </a>
          </div>
        </div>
      )
    }
    return this.props.children
  }
}
