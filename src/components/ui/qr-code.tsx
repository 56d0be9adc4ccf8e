import { qrModules } from '../../lib/qr'

interface QrCodeProps {
  text: string
  label: string
  className?: string
}

/** A QR code (lib/qr.ts) as SVG: one path of unit squares keeps it crisp at any size. */
export function QrCode({ text, label, className }: QrCodeProps) {
  const { data, size } = qrModules(text)
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
