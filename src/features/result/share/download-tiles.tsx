import { shareCopy } from '../../../content/share'
import { TilePreview } from './tile-preview'
import type { ExportJob } from './use-card-exports'

interface Tile {
  job: Exclude<ExportJob, 'share'>
  title: string
  hint: string
}

const TILES: readonly Tile[] = [
  { job: 'story', title: shareCopy.downloadStory, hint: shareCopy.storyHint },
  { job: 'post', title: shareCopy.downloadPost, hint: shareCopy.postHint },
  { job: 'pdf', title: shareCopy.downloadPdf, hint: shareCopy.pdfHint },
]

interface DownloadTilesProps {
  busy: ExportJob | null
  onDownload: (job: Tile['job']) => void
  labelledBy: string
}

/** The three downloads, each a tile with a small preview of what it makes. */
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
          <span className="grid h-16 place-items-center">
            <TilePreview format={tile.job} />
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
