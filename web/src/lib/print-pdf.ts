// Printing a PDF the page fetched: the browser's own PDF viewer in a hidden frame shows it, and
// its print dialog opens on the file's own page size (a 4 × 3 in badge prints as one). The frame
// stays until the next print: the print dialog may still be reading it when print() returns.

const FRAME_ID = 'usher-print-frame'

export function printPdf(file: Blob): void {
  document.getElementById(FRAME_ID)?.remove()
  const frame = document.createElement('iframe')
  frame.id = FRAME_ID
  frame.dataset.testid = 'print-frame'
  frame.title = 'Print preview'
  // Off screen rather than display:none, which keeps the viewer from loading at all.
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '1px', height: '1px', border: '0', opacity: '0' })
  const url = URL.createObjectURL(file)
  frame.addEventListener('load', () => {
    frame.contentWindow?.focus()
    frame.contentWindow?.print()
  })
  frame.src = url
  document.body.appendChild(frame)
}
