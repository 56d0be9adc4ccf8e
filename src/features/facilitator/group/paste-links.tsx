import { useId, useRef, type FormEvent } from 'react'
import { TextField } from '../../../components/form/text-field'
import { buttonClasses } from '../../../components/ui/button-styles'
import { storageFailureMessage } from '../../../content/storage-errors'
import { addResultsCopy, pasteCopy } from '../../../content/facilitator/group'
import { fill } from '../../../lib/format'
import { addToWorkshop } from './add-to-workshop'
import { additionText } from './addition-message'
import { countText } from './count-text'
import { readShareLinks, type ReadLink } from './read-share-links'
import { StatusMessage, useStatusMessage, type Message } from './status-message'

/** A link in a message is cut to this many characters: enough to recognise it, not a wall of base64. */
const SHOWN_LINK_LENGTH = 48

type Problem = Extract<ReadLink, { ok: false }>

function describe({ link, problem }: Problem): string {
  const shown = link.length > SHOWN_LINK_LENGTH ? `${link.slice(0, SHOWN_LINK_LENGTH - 1)}…` : link
  return fill(pasteCopy.problem, { link: shown, why: pasteCopy.why[problem] })
}

interface Outcome {
  message: Message
  /** What the box holds afterwards. */
  left: string
  added: number
}

async function addLinks(workshopId: string, text: string): Promise<Outcome> {
  const refused = (message: string): Outcome => ({
    message: { text: message, tone: 'error' },
    left: text,
    added: 0,
  })
  if (text.trim() === '') return refused(pasteCopy.empty)
  const read = readShareLinks(text)
  if (read.length === 0) return refused(pasteCopy.noLinks)
  const results = read.flatMap((item) => (item.ok ? [item.result] : []))
  const problems = read.filter((item): item is Problem => !item.ok)
  const stored = await addToWorkshop(workshopId, results)
  if (!stored.ok) return refused(storageFailureMessage(stored.failure, addResultsCopy.unavailable))
  const parts = [additionText(stored.value)]
  if (problems.length > 0) parts.push(countText(pasteCopy.problems, problems.length))
  const tone = problems.length > 0 ? 'error' : stored.value.added > 0 ? 'success' : 'neutral'
  return {
    message: { text: parts.join(' '), tone, details: problems.map(describe) },
    // The links that could not be read stay in the box, to be fixed or cleared.
    left: problems.map((problem) => problem.link).join('\n'),
    added: stored.value.added,
  }
}

/** Adds the cards behind share links pasted by the facilitator (from a chat, a mail, a shared note). */
export function PasteLinks({ workshopId, onAdded }: { workshopId: string; onAdded: () => void }) {
  const id = useId()
  const busy = useRef(false)
  const [message, show] = useStatusMessage()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const field = event.currentTarget.elements.namedItem('links')
    if (!(field instanceof HTMLTextAreaElement) || busy.current) return
    busy.current = true
    const outcome = await addLinks(workshopId, field.value)
    busy.current = false
    field.value = outcome.left
    show(outcome.message)
    if (outcome.added > 0) onAdded()
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-display text-base font-bold text-ink-950">
        {pasteCopy.title}
      </h3>
      <TextField
        id={`${id}-links`}
        name="links"
        label={pasteCopy.label}
        hint={pasteCopy.hint}
        rows={3}
        className="mt-3"
      />
      <button type="submit" className={`${buttonClasses('secondary')} mt-3`}>
        {pasteCopy.submit}
      </button>
      <StatusMessage message={message} />
    </form>
  )
}
