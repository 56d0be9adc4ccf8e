/** Stroke icons on a 20-unit grid; decorative, so hidden from assistive technology. */
const paths = {
  'arrow-right': 'M4 10h12m-5-5 5 5-5 5',
  'arrow-left': 'M16 10H4m5-5-5 5 5 5',
  external: 'M8 4H4v12h12v-4M11 3h6v6m0-6-8 8',
  download: 'M10 3v10m-4-4 4 4 4-4M4 16h12',
  undo: 'M8 4 4 8l4 4M4 8h8a4 4 0 0 1 0 8h-2',
  check: 'm5 10 3.5 3.5L15 7',
  close: 'M5 5l10 10M15 5 5 15',
  menu: 'M3 6h14M3 10h14M3 14h14',
  mail: 'M3 5h14v10H3zm0 0 7 6 7-6',
  copy: 'M7 7h10v10H7zM13 7V3H3v10h4',
  share: 'M10 12V3M6 7l4-4 4 4M4 11v6h12v-6',
} as const

export type IconName = keyof typeof paths

interface IconProps {
  name: IconName
  className?: string
  strokeWidth?: number
}

export function Icon({ name, className = 'size-4', strokeWidth = 2 }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      <path d={paths[name]} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
