export type MailRenderErrorCode = 'body_too_large' | 'subject_too_large' | 'render_failed';

/** A message that cannot be rendered: the sender records it as the message's 'error'. */
export class MailRenderError extends Error {
  constructor(
    readonly code: MailRenderErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'MailRenderError';
  }
}
