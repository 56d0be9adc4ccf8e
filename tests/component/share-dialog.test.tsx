import { afterEach, describe, expect, it, vi } from 'vitest'
import { render } from 'vitest-browser-react'
import { shareCopy, shareToasts } from '../../src/content/share'
import { cardCodeOfPath, decodeCardCode } from '../../src/domain/card/card-code'
import { DECK_VERSION } from '../../src/content/assessment/deck'
import { resultOf } from '../../src/domain/assessment/result'
import { ShareDialog } from '../../src/features/result/share/share-dialog'
import { takenTo } from './support/assessment-states'

/** A card as MojoMe makes it, taken in a believable five minutes (a link never carries a faster one). */
const RESULT = { ...resultOf(takenTo('results'), Date.now(), DECK_VERSION)!, durationSeconds: 285 }

async function openDialog() {
  const screen = await render(<ShareDialog result={RESULT} />)
  await screen.getByRole('button', { name: shareCopy.open }).click()
  const dialog = screen.getByRole('dialog', { name: shareCopy.title })
  await expect.element(dialog).toBeVisible()
  const link = dialog.getByLabelText(shareCopy.linkLabel)
  /** What the link in the dialog carries, read back as a receiver's browser reads it. */
  const linkCarries = () => {
    const code = cardCodeOfPath(new URL((link.element() as HTMLInputElement).value).pathname)
    const outcome = decodeCardCode(code ?? '')
    if (!outcome.ok) throw new Error(`the dialog's link does not decode: ${outcome.error}`)
    return { id: outcome.card.uuid, sharer: outcome.sharer, hideWatchOut: outcome.hideWatchOut }
  }
  return { screen, dialog, link, linkCarries }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('ShareDialog', () => {
  it('opens on its button, links to this card with the watch-out hidden, and closes back to the button', async () => {
    const { screen, dialog, linkCarries } = await openDialog()
    expect(linkCarries()).toEqual({ id: RESULT.uuid, sharer: null, hideWatchOut: true })
    await dialog.getByRole('button', { name: shareCopy.close }).click()
    await expect.element(dialog).not.toBeInTheDocument()
    await expect.element(screen.getByRole('button', { name: shareCopy.open })).toHaveFocus()
  })

  it('puts the first name and the watch-out choice into the link as they change', async () => {
    const { dialog, linkCarries } = await openDialog()
    await dialog.getByLabelText(shareCopy.nameLabel).fill('  Ada ')
    await dialog.getByRole('checkbox', { name: shareCopy.hideWatchOut }).click()
    expect(linkCarries()).toEqual({ id: RESULT.uuid, sharer: 'Ada', hideWatchOut: false })
    await dialog.getByLabelText(shareCopy.nameLabel).fill('')
    expect(linkCarries().sharer).toBeNull()
  })

  it('says "Copied!" for two seconds after copying the link', async () => {
    const { dialog } = await openDialog()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    await dialog.getByRole('button', { name: shareCopy.copyLink }).click()
    const copied = dialog.getByRole('button', { name: shareCopy.copied })
    await expect.element(copied).toBeVisible()
    await vi.advanceTimersByTimeAsync(1900)
    await expect.element(copied).toBeVisible()
    await vi.advanceTimersByTimeAsync(100)
    await expect.element(dialog.getByRole('button', { name: shareCopy.copyLink })).toBeVisible()
  })

  it('asks for an address before it opens the e-mail app', async () => {
    const { dialog, screen } = await openDialog()
    await dialog.getByRole('button', { name: shareCopy.emailSend }).click()
    await expect.element(screen.getByText(shareToasts.emailRequired.description)).toBeVisible()
  })
})
