import { encode } from 'uqr'

interface QrCodeProps {
  text: string
  label: string
  className?: string
}

/**
 * A QR code as SVG, drawn from the encoder's module grid (error correction M, a quiet zone of 4 modules), so
 * a phone camera reads it at arm's length; one path of unit squares keeps it crisp at any size.
 */
export function QrCode({ text, label, className }: QrCodeProps) {
  const { data, size } = encode(text, { ecc: 'M', border: 4 })
  let path = ''
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`
    }),
  )
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  )
}
