import { useId, useRef, type ChangeEvent } from 'react'
import { FieldHint } from '../../../components/form/field-hint'
import { labelClasses } from '../../../components/form/field-styles'
import { storageFailureMessage } from '../../../content/storage'
import { addResultsCopy, importCopy } from '../../../content/workshop-group'
import { MAX_IMPORT_CHARACTERS, parseWorkshopJson } from '../../../domain/workshop-export'
import { fill } from '../../../lib/format'
import { addToWorkshop } from './add-to-workshop'
import { additionText } from './addition-message'
import { countText } from './count-text'
import { StatusMessage, useStatusMessage, type Message } from './status-message'

// A UTF-8 file of more than three bytes per allowed character cannot fit, so it is refused unread.
const MAX_IMPORT_BYTES = 3 * MAX_IMPORT_CHARACTERS

async function importFile(workshopId: string, file: File): Promise<{ message: Message; added: number }> {
  const refused = (text: string) => ({ message: { text, tone: 'error' as const }, added: 0 })
  if (file.size > MAX_IMPORT_BYTES) return refused(importCopy.errors['too-large'])
  let text: string
  try {
    text = await file.text()
  } catch {
    return refused(importCopy.unreadable)
  }
  const parsed = parseWorkshopJson(text)
  if (!parsed.ok) return refused(importCopy.errors[parsed.error])
  const stored = await addToWorkshop(workshopId, parsed.results)
  if (!stored.ok) return refused(storageFailureMessage(stored.failure, addResultsCopy.unavailable))
  const { added } = stored.value
  const parts = [fill(importCopy.from, { name: parsed.workshop.name }), additionText(stored.value)]
  if (parsed.rejected > 0) parts.push(countText(importCopy.rejected, parsed.rejected))
  return { message: { text: parts.join(' '), tone: added > 0 ? 'success' : 'neutral' }, added }
}

/** Imports another tablet's "Download JSON" file into this workshop. */
export function ImportFile({ workshopId, onAdded }: { workshopId: string; onAdded: () => void }) {
  const id = useId()
  const [message, show] = useStatusMessage()
  const busy = useRef(false)

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget
    const file = input.files?.[0]
    if (!file || busy.current) return
    busy.current = true
    show({ text: importCopy.reading, tone: 'neutral' })
    const outcome = await importFile(workshopId, file)
    // Cleared, so choosing the same file again (after fixing it) imports it again.
    input.value = ''
    busy.current = false
    show(outcome.message)
    if (outcome.added > 0) onAdded()
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
      <StatusMessage message={message} />
    </section>
  )
}
