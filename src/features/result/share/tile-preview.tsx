/** A mark on a preview: where it sits and how big, in per cent of the preview, and its colour. */
type Mark = readonly [left: number, top: number, width: number, height: number, tone: keyof typeof TONES]

const TONES = {
  accent: 'bg-sun-400',
  white: 'bg-white',
  soft: 'bg-white/45',
  persona: 'bg-sun-500 rounded-[2px] rotate-[-5deg]',
  qr: 'bg-white rounded-[1px]',
  ink: 'bg-ink-900',
  inkSoft: 'bg-ink-300',
  iris: 'bg-iris-500',
} as const

/**
 * Each download drawn small as its layout lays it out (card-image-layouts.ts, card-pdf.ts): the headline, the
 * persona card, the facts and the QR code where the file puts them, so a tile shows what it makes without
 * loading the drawing code.
 */
const PREVIEWS = {
  story: {
    frame: 'h-16 w-9 bg-ink-950 bg-linear-to-b from-iris-700 to-ink-950',
    marks: [
      [10, 13, 30, 2, 'white'],
      [10, 19, 50, 2, 'accent'],
      [10, 23, 70, 5, 'white'],
      [10, 30, 60, 5, 'white'],
      [10, 39, 80, 5, 'accent'],
      [38, 49, 26, 19, 'persona'],
      [10, 71, 20, 11, 'qr'],
      [36, 72, 52, 2, 'white'],
      [36, 77, 40, 2, 'accent'],
    ],
  },
  post: {
    frame: 'h-[3.75rem] w-12 bg-ink-950 bg-linear-to-br from-iris-700 to-ink-950',
    marks: [
      [8, 8, 28, 3, 'white'],
      [8, 16, 40, 3, 'accent'],
      [8, 22, 48, 6, 'white'],
      [8, 30, 40, 6, 'white'],
      [66, 14, 24, 30, 'persona'],
      [8, 52, 84, 3, 'soft'],
      [8, 60, 40, 3, 'accent'],
      [54, 60, 38, 3, 'white'],
      [8, 76, 16, 14, 'qr'],
      [30, 79, 44, 3, 'white'],
    ],
  },
  pdf: {
    frame: 'h-[3.9rem] w-[2.75rem] bg-white ring-1 ring-ink-200',
    marks: [
      [0, 0, 100, 30, 'ink'],
      [10, 8, 50, 4, 'accent'],
      [10, 15, 70, 7, 'white'],
      [10, 38, 36, 3, 'iris'],
      [54, 38, 36, 3, 'iris'],
      [10, 46, 80, 2, 'inkSoft'],
      [10, 52, 80, 2, 'inkSoft'],
      [10, 58, 60, 2, 'inkSoft'],
      [10, 72, 18, 13, 'ink'],
      [34, 75, 50, 2, 'inkSoft'],
    ],
  },
} as const satisfies Record<string, { frame: string; marks: readonly Mark[] }>

export type PreviewFormat = keyof typeof PREVIEWS

/** A small, decorative preview of one download. */
export function TilePreview({ format }: { format: PreviewFormat }) {
  const { frame, marks } = PREVIEWS[format]
  return (
    <span aria-hidden="true" className={`relative block overflow-hidden rounded-[0.3rem] shadow-sm ${frame}`}>
      {marks.map(([left, top, width, height, tone]) => (
        <span
          key={`${left}-${top}`}
          className={`absolute ${TONES[tone]}`}
          style={{ left: `${left}%`, top: `${top}%`, width: `${width}%`, height: `${height}%` }}
        />
      ))}
    </span>
  )
}
