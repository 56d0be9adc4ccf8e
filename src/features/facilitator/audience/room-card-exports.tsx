import { useState } from 'react'
import { roomCardCopy } from '../../../content/facilitator/room-screen'
import { site } from '../../../content/site'
import type { AssessmentResult } from '../../../domain/assessment/assessment-types'
import { fileSlug, isoDate } from '../../../domain/workshop/export-file-name'
import { MIN_REVEAL_CARDS, revealRoom } from '../../../domain/room/room-reveal'
import { downloadFile } from '../../../lib/download'
import { fill, formatLongDate } from '../../../lib/format'
import { showToast } from '../../../components/layout/show-toast'
import { buttonClasses } from '../../../components/ui/button-styles'

type Kind = 'png' | 'pdf'

/**
 * The room's card, as a picture and as a PDF: the drawing code and jspdf load only when one is asked for.
 * Below MIN_REVEAL_CARDS cards there is no card, as there is no reveal.
 */
export function RoomCardExports({ name, results }: { name: string; results: readonly AssessmentResult[] }) {
  const [making, setMaking] = useState<Kind | null>(null)
  const enough = results.length >= MIN_REVEAL_CARDS

  async function make(kind: Kind) {
    const reveal = revealRoom(results)
    if (!reveal) return
    setMaking(kind)
    const now = new Date()
    const footer = fill(roomCardCopy.footer, { date: formatLongDate(now.getTime()), site: site.name })
    try {
      const blob =
        kind === 'png'
          ? await (await import('./room-card-image')).renderRoomCardImage(name, reveal, footer)
          : await (await import('./room-card-pdf')).renderRoomCardPdf(name, reveal, footer)
      downloadFile(blob, `${fileSlug(name, 'room')}-room-card-${isoDate(now)}.${kind}`)
    } catch (error) {
      console.error(error)
      showToast((toast) => toast.error(roomCardCopy.failed))
    } finally {
      setMaking(null)
    }
  }

  return (
    <div className="flex flex-wrap gap-3">
      {(['png', 'pdf'] as const).map((kind) => (
        <button
          key={kind}
          type="button"
          disabled={!enough || making !== null}
          className={buttonClasses('secondary')}
          onClick={() => void make(kind)}
        >
          {making === kind ? roomCardCopy.making : roomCardCopy[kind]}
        </button>
      ))}
      {!enough && (
        <p className="w-full text-sm text-ink-600">{fill(roomCardCopy.tooFew, { min: MIN_REVEAL_CARDS })}</p>
      )}
    </div>
  )
}
