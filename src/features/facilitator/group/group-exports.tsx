import { useId } from 'react'
import { RoomCardExports } from '../audience/room-card-exports'
import { buttonClasses } from '../../../components/ui/button-styles'
import { groupExportCopy } from '../../../content/facilitator/group'
import type { AssessmentResult } from '../../../domain/assessment/assessment-types'
import { toCsv, toWorkshopJson } from '../../../domain/workshop/workshop-export'
import type { Workshop } from '../../../domain/workshop/workshop-types'
import { downloadFile } from '../../../lib/download'
import { fill } from '../../../lib/format'
import { exportFileName } from '../../../domain/workshop/export-file-name'
import { StatusMessage, useStatusMessage } from './status-message'

// Excel reads a CSV file as UTF-8 (accents, emoji in expertise) only when it starts with this mark.
const BYTE_ORDER_MARK = '\uFEFF'

interface GroupExportsProps {
  workshop: Workshop
  results: readonly AssessmentResult[]
}

/** The group's results as CSV or JSON files, the group view on paper, and the room's card (picture, PDF). */
export function GroupExports({ workshop, results }: GroupExportsProps) {
  const id = useId()
  const [message, show] = useStatusMessage()

  function download(contents: string, type: string, extension: string) {
    const file = exportFileName(workshop, new Date(), extension, groupExportCopy.fallbackFileName)
    downloadFile(new Blob([contents], { type }), file)
    show({ text: fill(groupExportCopy.downloaded, { file }), tone: 'neutral' })
  }

  return (
    <section aria-labelledby={id} className="print:hidden">
      <h3 id={id} className="font-display text-lg font-bold text-ink-950">
        {groupExportCopy.title}
      </h3>
      <p className="mt-1 text-ink-600">{groupExportCopy.intro}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button
          type="button"
          className={buttonClasses('primary')}
          onClick={() =>
            download(BYTE_ORDER_MARK + toCsv(workshop, results), 'text/csv;charset=utf-8', 'csv')
          }
        >
          {groupExportCopy.csv}
        </button>
        <button
          type="button"
          className={buttonClasses('secondary')}
          onClick={() => download(toWorkshopJson(workshop, results), 'application/json', 'json')}
        >
          {groupExportCopy.json}
        </button>
        <button type="button" className={buttonClasses('secondary')} onClick={() => window.print()}>
          {groupExportCopy.print}
        </button>
      </div>
      <div className="mt-3">
        <RoomCardExports name={workshop.name} results={results} />
      </div>
      <StatusMessage message={message} />
    </section>
  )
}
