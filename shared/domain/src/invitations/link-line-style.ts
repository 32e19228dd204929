/**
 * The style of the line under a mail's button that spells its link out. It wraps anywhere: a link is one
 * long word, and unbroken it pushed the mail wider than a phone's screen.
 */
export const LINK_LINE_STYLE = 'margin:0;font-size:12px;color:#4b5563;overflow-wrap:anywhere;word-break:break-all';
