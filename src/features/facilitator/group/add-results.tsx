import { useId } from 'react'
import { addResultsCopy } from '../../../content/facilitator/group'
import type { Workshop } from '../../../domain/workshop/workshop-types'
import { ImportFile } from './import-file'
import { PasteLinks } from './paste-links'
import { QrScanner } from './qr-scanner'

interface AddResultsProps {
  workshop: Workshop
  /** Called after results were added, so the group's numbers are read again. */
  onAdded: () => void
}

/** The three ways to bring results from phones and other tablets into this workshop. */
export function AddResults({ workshop, onAdded }: AddResultsProps) {
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
        <QrScanner workshopId={workshop.id} onAdded={onAdded} />
        <PasteLinks workshopId={workshop.id} onAdded={onAdded} />
        <ImportFile workshop={workshop} onAdded={onAdded} />
      </div>
    </section>
  )
}
