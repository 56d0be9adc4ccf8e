import { shareCopy } from '../../content/share'
import type { ExportJob } from './use-card-exports'

interface Tile {
  job: Exclude<ExportJob, 'share'>
  title: string
  hint: string
  /** The file's shape, drawn small: a story is tall, a post nearly square, a page A-sized. */
  shape: string
}

const TILES: readonly Tile[] = [
  { job: 'story', title: shareCopy.downloadStory, hint: shareCopy.storyHint, shape: 'aspect-[9/16] w-6' },
  { job: 'post', title: shareCopy.downloadPost, hint: shareCopy.postHint, shape: 'aspect-[4/5] w-8' },
  { job: 'pdf', title: shareCopy.downloadPdf, hint: shareCopy.pdfHint, shape: 'aspect-[1/1.414] w-7' },
]

interface DownloadTilesProps {
  busy: ExportJob | null
  onDownload: (job: Tile['job']) => void
  labelledBy: string
}

/** The three downloads, each a tile with the shape and size of what it makes. */
export function DownloadTiles({ busy, onDownload, labelledBy }: DownloadTilesProps) {
  return (
    <div role="group" aria-labelledby={labelledBy} className="mt-2 grid grid-cols-3 gap-2">
      {TILES.map((tile) => (
        <button
          key={tile.job}
          type="button"
          disabled={busy !== null}
          onClick={() => onDownload(tile.job)}
          className="grid min-h-28 content-start justify-items-center gap-1.5 rounded-2xl bg-white px-2 py-3 text-center ring-1 ring-ink-200 transition ring-inset hover:ring-iris-400 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <span aria-hidden="true" className="grid h-11 place-items-center">
            <span className={`${tile.shape} rounded-[0.3rem] bg-linear-to-br from-iris-500 to-ink-900`} />
          </span>
          <span className="text-sm font-semibold text-ink-950">
            {busy === tile.job ? shareCopy.generating : tile.title}
          </span>
          <span className="text-xs text-ink-600 tabular-nums">{tile.hint}</span>
        </button>
      ))}
    </div>
  )
}
