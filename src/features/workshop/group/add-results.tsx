import { useId } from 'react'
import { addResultsCopy } from '../../../content/workshop-group'
import { ImportFile } from './import-file'
import { PasteLinks } from './paste-links'
import { QrScanner } from './qr-scanner'

interface AddResultsProps {
  workshopId: string
  /** Called after results were added, so the group's numbers are read again. */
  onAdded: () => void
}

/** The three ways to bring results from phones and other tablets into this workshop. */
export function AddResults({ workshopId, onAdded }: AddResultsProps) {
  const id = useId()
  return (
    <section
      aria-labelledby={id}
      className="rounded-[1.75rem] bg-white p-5 shadow-card ring-1 ring-ink-200 sm:p-10 print:hidden"
    >
      <h2 id={id} className="text-title font-bold text-ink-950">
        {addResultsCopy.title}
      </h2>
      <p className="mt-2 text-ink-600">{addResultsCopy.intro}</p>
      <div className="mt-6 grid gap-8 [&>*+*]:border-t [&>*+*]:border-ink-200 [&>*+*]:pt-8">
        <QrScanner workshopId={workshopId} onAdded={onAdded} />
        <PasteLinks workshopId={workshopId} onAdded={onAdded} />
        <ImportFile workshopId={workshopId} onAdded={onAdded} />
      </div>
    </section>
  )
}
