/**
 * The inbox's controls that the browser test does not reach: what each says when the API refuses or the
 * network fails, the note's own checks, "Keep it" in the deletion dialog, and "Try again" on a page that did
 * not load. The API is this browser's fetch, answered here.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { inboxCopy } from '../../src/content/inbox'
import { DeletePersonDialog } from '../../src/features/inbox/delete-person-dialog'
import { InboxProblemView } from '../../src/features/inbox/inbox-frame'
import { LeadNoteForm } from '../../src/features/inbox/lead-note-form'
import { LeadStatusForm } from '../../src/features/inbox/lead-status-form'

const LEAD = '0b6c7f0e-5a1b-4c2d-9e3f-1a2b3c4d5e6f'

/** The API's answers, one per call, in order; every call is kept. */
function answering(...answers: (Response | Error)[]) {
  return vi.spyOn(window, 'fetch').mockImplementation(async () => {
    const next = answers.shift()
    if (!next) throw new Error('No more answers')
    if (next instanceof Error) throw next
    return next
  })
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('the inbox’s controls', () => {
  it('a note: refused when empty, at most its length, kept as typed when the API fails, cleared once added', async () => {
    const fetch = answering(new Response('{}', { status: 503 }), Response.json({}))
    const added = vi.fn()
    const screen = await render(<LeadNoteForm id={LEAD} onAdded={added} />)
    const field = screen.getByLabelText(inboxCopy.lead.noteLabel)
    const add = screen.getByRole('button', { name: inboxCopy.lead.addNote })

    await add.click()
    await expect.element(screen.getByText(inboxCopy.lead.noteRequired)).toBeVisible()
    await field.fill('x'.repeat(5001))
    expect((field.element() as HTMLTextAreaElement).value).toHaveLength(5000)
    expect(fetch).not.toHaveBeenCalled()

    await field.fill('Called back')
    await add.click()
    await expect.element(screen.getByText(inboxCopy.errors.failed)).toBeVisible()
    await expect.element(field).toHaveValue('Called back')
    expect(added).not.toHaveBeenCalled()

    await add.click()
    await expect.element(screen.getByRole('status')).toHaveTextContent(inboxCopy.lead.noteAdded)
    await expect.element(screen.getByLabelText(inboxCopy.lead.noteLabel)).toHaveValue('')
    expect(added).toHaveBeenCalledOnce()
    const [url, init] = fetch.mock.calls[1]!
    expect(url).toBe(`/api/inbox/leads/${LEAD}/notes`)
    expect(init).toMatchObject({ method: 'POST', body: JSON.stringify({ body: 'Called back' }) })
  })

  it('a status change after the sign-in ended says to reload, and saves nothing', async () => {
    answering(new Response('{}', { status: 403 }))
    const saved = vi.fn()
    const screen = await render(<LeadStatusForm id={LEAD} status="new" onSaved={saved} />)
    await screen.getByRole('combobox', { name: inboxCopy.lead.status }).selectOptions('won')
    await screen.getByRole('button', { name: inboxCopy.lead.setStatus }).click()
    await expect.element(screen.getByText(inboxCopy.errors.signedOut)).toBeVisible()
    expect(saved).not.toHaveBeenCalled()
  })

  it('“Keep it” closes the deletion dialog and deletes nothing; a failed deletion says why', async () => {
    const fetch = answering(new TypeError('Failed to fetch'))
    const deleted = vi.fn()
    const screen = await render(<DeletePersonDialog id={LEAD} email="ada@example.com" onDeleted={deleted} />)
    await screen.getByRole('button', { name: inboxCopy.lead.delete }).click()
    const dialog = screen.getByRole('dialog', { name: inboxCopy.lead.deleteTitle })
    await expect.element(dialog).toHaveTextContent(inboxCopy.lead.deleteBody('ada@example.com'))
    await dialog.getByRole('button', { name: inboxCopy.lead.deleteCancel }).click()
    await expect.element(dialog).not.toBeInTheDocument()
    expect(fetch).not.toHaveBeenCalled()

    await screen.getByRole('button', { name: inboxCopy.lead.delete }).click()
    await dialog.getByRole('button', { name: inboxCopy.lead.deleteConfirm }).click()
    await expect.element(dialog.getByRole('alert')).toHaveTextContent(inboxCopy.errors.failed)
    expect(deleted).not.toHaveBeenCalled()
    expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'DELETE' })
  })

  it('a page that did not load says why, and “Try again” asks again', async () => {
    const retry = vi.fn()
    const screen = await render(<InboxProblemView problem="offline" onRetry={retry} />)
    await expect.element(screen.getByRole('alert')).toHaveTextContent(inboxCopy.errors.offline)
    await screen.getByRole('button', { name: inboxCopy.errors.retry }).click()
    expect(retry).toHaveBeenCalledOnce()
  })
})
