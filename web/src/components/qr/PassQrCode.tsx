import { useMemo } from 'react'
import QRCode from 'qrcode'

/**
 * The QR code of a pass token, drawn as SVG from the code's modules (no HTML injected). It
 * carries exactly the token: the door scanner reads it as one.
 */
export function PassQrCode({ value, className }: { value: string; className?: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' })
    let d = ''
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (modules.get(row, col)) d += `M${col} ${row}h1v1h-1z`
      }
    }
    return { size: modules.size, path: d }
  }, [value])
  const quiet = 2
  return (
    <svg
      viewBox={`${-quiet} ${-quiet} ${size + quiet * 2} ${size + quiet * 2}`}
      role="img"
      aria-label="Pass QR code"
      data-testid="pass-qr"
      data-qr-value={value}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect x={-quiet} y={-quiet} width={size + quiet * 2} height={size + quiet * 2} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
