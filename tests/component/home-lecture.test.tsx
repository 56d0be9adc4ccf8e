import { describe, expect, it } from 'vitest'
import { page, userEvent } from 'vitest/browser'
import { render } from 'vitest-browser-react'
import { homeLecture } from '../../src/content/home'
import { lectureEmbedUrl } from '../../src/domain/home/home-media'
import { HomeLecture } from '../../src/features/home/lecture'

/** The lecture section once the consultancy has set its video id, and before. */
describe('HomeLecture', () => {
  it('with an id, shows the facade and loads the embed only when play is pressed, moving focus into it', async () => {
    await render(<HomeLecture videoId="abc123_-X" />)
    const play = page.getByRole('button', { name: homeLecture.play })
    await expect.element(play).toBeVisible()
    expect(document.querySelector('iframe')).toBeNull()
    await expect.element(page.getByText(homeLecture.privacyNote)).toBeVisible()

    // As a keyboard user presses it (the unstyled test page leaves the thumbnail wider than the frame).
    play.element().focus()
    await userEvent.keyboard('{Enter}')
    await expect.element(play).not.toBeInTheDocument()
    const frame = document.querySelector('iframe')
    expect(frame?.title).toBe(homeLecture.videoTitle)
    expect(frame?.getAttribute('src')).toBe(lectureEmbedUrl('abc123_-X'))
    await expect.poll(() => document.activeElement).toBe(frame)
  })

  it('without an id, says the lecture is coming soon and offers nothing to press', async () => {
    await render(<HomeLecture videoId={null} />)
    await expect.element(page.getByText(homeLecture.comingSoon)).toBeVisible()
    await expect.element(page.getByText(homeLecture.comingSoonNote)).toBeVisible()
    expect(document.querySelectorAll('button, iframe')).toHaveLength(0)
  })
})
