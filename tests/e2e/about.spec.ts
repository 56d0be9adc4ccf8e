import type { Locator } from '@playwright/test'
import {
  aboutClosing,
  aboutHero,
  aboutPurpose,
  aboutSectionTitles,
  aboutTeam,
  aboutValues,
} from '../../src/content/about'
import { fill } from '../../src/lib/format'
import { expect, test, waitForHydration } from './fixtures'

function scrollLeft(scroller: Locator): Promise<number> {
  return scroller.evaluate((element) => element.scrollLeft)
}

/** Waits until a smooth scroll has come to rest: two readings in a row agree. */
async function scrollSettles(scroller: Locator): Promise<void> {
  let previous = Number.NaN
  await expect
    .poll(
      async () => {
        const current = await scrollLeft(scroller)
        const settled = current === previous
        previous = current
        return settled
      },
      { intervals: [150] },
    )
    .toBe(true)
}

test('mission, vision, values, team and the closing call come in order', async ({ page }) => {
  await page.goto('/about')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(aboutHero.title)
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([...aboutSectionTitles])
  for (const item of aboutPurpose.items) {
    await expect(main.getByRole('article', { name: item.title })).toContainText(item.text)
  }
  const values = main.getByRole('region', { name: aboutValues.title })
  await expect(values.getByRole('heading', { level: 3 })).toHaveText(aboutValues.items.map((v) => v.title))
  await expect(values.getByRole('heading', { level: 3 })).toHaveText([
    'Human-Centered',
    'Depth Over Speed',
    'Continuous Learning',
  ])
})

test('each team member has a role, a bio, a mail link and a professional-network link', async ({ page }) => {
  await page.goto('/about')
  const scroller = page.getByRole('region', { name: aboutTeam.scrollerLabel })
  const cards = scroller.getByRole('listitem')
  await expect(cards).toHaveCount(4)
  for (const [index, member] of aboutTeam.members.entries()) {
    const card = cards.nth(index)
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(member.name)
    await expect(card).toContainText(member.role)
    await expect(card).toContainText(member.bio)
    await expect(
      card.getByRole('link', { name: fill(aboutTeam.emailLabel, { name: member.name }) }),
    ).toHaveAttribute('href', `mailto:${member.email}`)
    const linkedin = card.getByRole('link', { name: fill(aboutTeam.linkedinLabel, { name: member.name }) })
    await expect(linkedin).toHaveAttribute('href', member.linkedin)
    await expect(linkedin).toHaveAttribute('target', '_blank')
    await expect(linkedin).toHaveAttribute('rel', 'noopener noreferrer')
    expect(member.linkedin).toMatch(/^https:\/\/www\.linkedin\.com\/in\//)
  }
})

/** Wide enough for the arrows, too narrow for the whole team. */
const TABLET_LANDSCAPE = { width: 1024, height: 768 }

test('the team list scrolls sideways by keyboard and snaps to cards', async ({ page }) => {
  await page.setViewportSize(TABLET_LANDSCAPE)
  await page.goto('/about')
  await waitForHydration(page)
  const scroller = page.getByRole('region', { name: aboutTeam.scrollerLabel })
  await expect(scroller).toHaveAttribute('tabindex', '0')
  await expect(scroller).toHaveCSS('scroll-snap-type', 'x mandatory')
  expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
  expect(await scrollLeft(scroller)).toBe(0)

  await scroller.focus()
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => scrollLeft(scroller)).toBeGreaterThan(0)
  // As a visitor does: press until the end shows. A press during a smooth scroll may restart it from where it
  // is rather than add a card, so a fixed count of presses says nothing on a busy machine.
  const last = scroller.getByRole('heading', { name: aboutTeam.members.at(-1)!.name })
  await expect(async () => {
    await page.keyboard.press('ArrowRight')
    await expect(last).toBeInViewport({ ratio: 1, timeout: 1000 })
  }).toPass({ timeout: 20_000 })
  await expect(async () => {
    await page.keyboard.press('ArrowLeft')
    expect(await scrollLeft(scroller)).toBe(0)
  }).toPass({ timeout: 20_000 })
})

test('the arrow buttons step through the team and stop at the ends', async ({ page }) => {
  await page.setViewportSize(TABLET_LANDSCAPE)
  await page.goto('/about')
  await waitForHydration(page)
  const scroller = page.getByRole('region', { name: aboutTeam.scrollerLabel })
  const previous = page.getByRole('button', { name: aboutTeam.previous })
  const next = page.getByRole('button', { name: aboutTeam.next })
  await expect(previous).toBeDisabled()
  await next.click()
  await expect.poll(() => scrollLeft(scroller)).toBeGreaterThan(0)
  await expect(previous).toBeEnabled()
  await scrollSettles(scroller)
  for (let step = 1; step < aboutTeam.members.length && (await next.isEnabled()); step += 1) {
    await next.click()
    await scrollSettles(scroller)
  }
  await expect(next).toBeDisabled()
  const end = await scrollLeft(scroller)
  expect(end).toBe(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth))
  await previous.click()
  await expect.poll(() => scrollLeft(scroller)).toBeLessThan(end)
  await expect(next).toBeEnabled()
})

test('at 1440 px the whole team is in view, with no arrows to press', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto('/about')
  await waitForHydration(page)
  const scroller = page.getByRole('region', { name: aboutTeam.scrollerLabel })
  await scroller.scrollIntoViewIfNeeded()
  for (const member of aboutTeam.members) {
    const card = scroller.getByRole('listitem').filter({ hasText: member.name })
    const box = (await card.boundingBox())!
    expect(box.x, member.name).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width, member.name).toBeLessThanOrEqual(1440)
  }
  await expect(page.getByRole('button', { name: aboutTeam.next })).toBeHidden()
  await expect(page.getByRole('button', { name: aboutTeam.previous })).toBeHidden()
})

test('the closing calls to action lead to MojoMe and the contact page', async ({ page }) => {
  await page.goto('/about')
  const closing = page.getByRole('region', { name: aboutClosing.title })
  const [mojo, contact] = [aboutClosing.actions[0]!, aboutClosing.actions[1]!]
  await expect(closing.getByRole('link', { name: mojo.label })).toHaveAttribute('href', '/mojo-me')
  await expect(closing.getByRole('link', { name: contact.label })).toHaveAttribute('href', '/contact')
  await waitForHydration(page)
  await closing.getByRole('link', { name: contact.label }).click()
  await expect(page).toHaveURL('/contact')
})

test('no value title breaks inside a word (a hyphenated one included), from phone to desktop', async ({
  page,
}) => {
  await page.goto('/about')
  for (const width of [390, 768, 820, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 })
    const broken = await page
      .getByRole('region', { name: aboutValues.title })
      .getByRole('heading', { level: 3 })
      .evaluateAll((titles) =>
        titles.flatMap((title) => {
          const text = title.firstChild!
          const words = [...(text.textContent ?? '').matchAll(/\S+/g)]
          return words
            .filter((word) => {
              const range = document.createRange()
              range.setStart(text, word.index!)
              range.setEnd(text, word.index! + word[0].length)
              return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1
            })
            .map((word) => word[0])
        }),
      )
    expect(broken, `words split across lines at ${width} px`).toEqual([])
  }
})
