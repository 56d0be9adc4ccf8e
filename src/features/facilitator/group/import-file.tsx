import { useId, useRef, useState, type ChangeEvent } from 'react'
import { FieldHint } from '../../../components/form/field-hint'
import { labelClasses } from '../../../components/form/field-styles'
import { buttonClasses } from '../../../components/ui/button-styles'
import { storageFailureMessage } from '../../../content/storage-errors'
import { addResultsCopy, importCopy } from '../../../content/facilitator/group'
import {
  MAX_IMPORT_CHARACTERS,
  parseWorkshopJson,
  type WorkshopImport,
  type WorkshopInfo,
} from '../../../domain/workshop/workshop-export'
import type { Workshop } from '../../../domain/workshop/workshop-types'
import { fill } from '../../../lib/format'
import { addToWorkshop } from './add-to-workshop'
import { additionText } from './addition-message'
import { countText } from './count-text'
import { StatusMessage, useStatusMessage, type Message } from './status-message'

// A UTF-8 file of more than three bytes per allowed character cannot fit, so it is refused unread.
const MAX_IMPORT_BYTES = 3 * MAX_IMPORT_CHARACTERS

type ReadFile = Extract<WorkshopImport, { ok: true }>

const refused = (text: string): Message => ({ text, tone: 'error' })

async function readFile(file: File): Promise<ReadFile | Message> {
  if (file.size > MAX_IMPORT_BYTES) return refused(importCopy.errors['too-large'])
  let text: string
  try {
    text = await file.text()
  } catch {
    return refused(importCopy.unreadable)
  }
  const parsed = parseWorkshopJson(text)
  return parsed.ok ? parsed : refused(importCopy.errors[parsed.error])
}

async function importResults(
  workshopId: string,
  parsed: ReadFile,
): Promise<{ message: Message; added: number }> {
  const stored = await addToWorkshop(workshopId, parsed.results)
  if (!stored.ok)
    return { message: refused(storageFailureMessage(stored.failure, addResultsCopy.unavailable)), added: 0 }
  const { added } = stored.value
  const from = fill(importCopy.from, {
    name: parsed.workshop.name,
    tablet: parsed.workshop.tablet ?? importCopy.unknownTablet,
  })
  const parts = [from, additionText(stored.value)]
  if (parsed.rejected > 0) parts.push(countText(importCopy.rejected, parsed.rejected))
  return { message: { text: parts.join(' '), tone: added > 0 ? 'success' : 'neutral' }, added }
}

const sameName = new Intl.Collator('en', { sensitivity: 'base' })

/** Whether an export is from this workshop: this tablet's own, or a tablet of the room run under its name. */
function isThisWorkshop(workshop: Workshop, from: WorkshopInfo): boolean {
  return from.id === workshop.id || sameName.compare(from.name.trim(), workshop.name.trim()) === 0
}

/**
 * Imports another tablet's "Download JSON" file into this workshop. A file from another workshop (another
 * name) is merged only once the facilitator says so: two rooms' results would otherwise mix unnoticed.
 */
export function ImportFile({ workshop, onAdded }: { workshop: Workshop; onAdded: () => void }) {
  const id = useId()
  const [message, show] = useStatusMessage()
  const [pending, setPending] = useState<ReadFile | null>(null)
  const busy = useRef(false)

  async function add(parsed: ReadFile) {
    setPending(null)
    const outcome = await importResults(workshop.id, parsed)
    show(outcome.message)
    if (outcome.added > 0) onAdded()
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const file = input.files?.[0]
    if (!file || busy.current) return
    busy.current = true
    setPending(null)
    show({ text: importCopy.reading, tone: 'neutral' })
    const read = await readFile(file)
    // Cleared, so choosing the same file again (after fixing it) imports it again.
    input.value = ''
    if (!('ok' in read)) show(read)
    else if (isThisWorkshop(workshop, read.workshop)) await add(read)
    else {
      show(null)
      setPending(read)
    }
    busy.current = false
  }

  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-display text-base font-bold text-ink-950">
        {importCopy.title}
      </h3>
      <div className="mt-3">
        <label htmlFor={`${id}-file`} className={labelClasses}>
          {importCopy.label}
        </label>
        <FieldHint id={`${id}-hint`} text={importCopy.hint} />
        <input
          id={`${id}-file`}
          type="file"
          accept="application/json,.json"
          aria-describedby={`${id}-hint`}
          onChange={(event) => void choose(event)}
          className="mt-2 block w-full rounded-xl bg-white p-2 text-sm text-ink-700 ring-1 ring-ink-300 ring-inset file:mr-3 file:min-h-11 file:cursor-pointer file:rounded-pill file:border-0 file:bg-iris-600 file:px-5 file:font-semibold file:text-white hover:file:bg-iris-700"
        />
      </div>
      {pending && (
        <div role="alert" className="mt-4 grid gap-3 rounded-2xl bg-sun-100 p-4 text-ink-950">
          <p>
            {fill(importCopy.otherWorkshop, {
              name: pending.workshop.name,
              tablet: pending.workshop.tablet ?? importCopy.unknownTablet,
              count: pending.results.length,
            })}
          </p>
          <div className="flex flex-wrap gap-3">
            <button type="button" className={buttonClasses('primary')} onClick={() => void add(pending)}>
              {importCopy.mergeAnyway}
            </button>
            <button type="button" className={buttonClasses('secondary')} onClick={() => setPending(null)}>
              {importCopy.keepApart}
            </button>
          </div>
        </div>
      )}
      <StatusMessage message={message} />
    </section>
  )
}
