import { heroCardStack } from '../../src/content/brand'
import { site } from '../../src/content/site'
import {
  boxSection,
  carouselSection,
  systemsSection,
  testimonialSection,
  toolkitClaims,
  toolkitClosing,
  toolkitHero,
  twoWorlds,
} from '../../src/content/product'
import { boxItems } from '../../src/content/product/box'
import { thinkingSystems } from '../../src/content/product/systems'
import { toolkitTestimonials } from '../../src/content/product/testimonials'
import { expect, test } from './fixtures'
import { openToolkit, section } from './toolkit-helpers'

test('the sections come in page order, with the buy link opening the shop in a new tab', async ({ page }) => {
  await openToolkit(page)
  const headings = await page.getByRole('heading', { level: 2 }).allTextContents()
  const order = [
    twoWorlds.heading,
    systemsSection.heading,
    boxSection.heading,
    carouselSection.heading,
    testimonialSection.heading,
    toolkitClaims.heading,
    toolkitClosing.heading,
  ]
  expect(headings.filter((text) => order.includes(text))).toEqual(order)

  const hero = page.getByRole('region', { name: toolkitHero.title })
  const buy = hero.getByRole('link', { name: 'Buy Your Deck' })
  await expect(buy).toHaveAttribute('href', site.purchaseUrl)
  await expect(buy).toHaveAttribute('target', '_blank')
  await expect(buy).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(hero.getByRole('link', { name: 'Explore Workshops' })).toHaveAttribute('href', '/workshops')
})

test('the two worlds contrast brain atrophy with 20X performance', async ({ page }) => {
  await openToolkit(page)
  const worlds = section(page, twoWorlds.heading)
  for (const world of twoWorlds.worlds) {
    await expect(worlds.getByRole('article', { name: world.title })).toContainText(world.points[0]!)
  }
})

test('the four thinking systems are toggle buttons with one pressed at a time', async ({ page }) => {
  await openToolkit(page)
  const systems = section(page, systemsSection.heading)
  const buttons = systems.getByRole('button')
  await expect(buttons).toHaveCount(4)
  for (const system of thinkingSystems) {
    await expect(systems.getByRole('button', { name: system.title })).toContainText(String(system.cardCount))
  }
  expect(thinkingSystems.map((system) => system.cardCount)).toEqual([15, 18, 40, 25])

  await expect(systems.getByRole('button', { name: thinkingSystems[0]!.title })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  for (const system of [thinkingSystems[2]!, thinkingSystems[3]!, thinkingSystems[1]!]) {
    const button = systems.getByRole('button', { name: system.title })
    await button.click()
    await expect(button).toHaveAttribute('aria-pressed', 'true')
    await expect(systems.locator('[aria-pressed="true"]')).toHaveCount(1)
    await expect(systems).toContainText(system.description)
    for (const example of system.examples)
      await expect(systems.getByText(example, { exact: true })).toBeVisible()
  }
  // Clicking the selected card keeps it selected: one system is always highlighted.
  await systems.getByRole('button', { name: thinkingSystems[1]!.title }).click()
  await expect(systems.locator('[aria-pressed="true"]')).toHaveCount(1)

  await systems.getByRole('button', { name: thinkingSystems[0]!.title }).focus()
  await page.keyboard.press('Enter')
  await expect(systems.getByRole('button', { name: thinkingSystems[0]!.title })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
})

test("what's in the box: none open at first, one open at a time, and a second click closes it", async ({
  page,
}) => {
  await openToolkit(page)
  const box = section(page, boxSection.heading)
  const item = (name: string) => box.locator('details').filter({ has: page.getByText(name, { exact: true }) })
  const opener = (name: string) => item(name).locator('summary')
  await expect(box.locator('summary')).toHaveCount(6)
  for (const entry of boxItems) {
    await expect(item(entry.item)).not.toHaveAttribute('open')
    await expect(opener(entry.item)).toContainText(entry.count)
    await expect(box.getByText(entry.details[0], { exact: true })).toBeHidden()
  }
  expect(boxItems.map(({ item, count }) => `${count} ${item}`)).toEqual([
    '18 Persona Cards',
    '40 Thought Flow Cards',
    '15 System 0 Deck',
    '25 System 3 Deck',
    '20+ Challenge Sheets',
    '50 Scorecard Pads',
  ])

  const first = boxItems[0]!
  await opener(first.item).click()
  await expect(item(first.item)).toHaveAttribute('open')
  for (const detail of first.details) await expect(item(first.item).getByText(detail)).toBeVisible()
  await expect(item(first.item).locator('div').getByRole('listitem')).toHaveCount(4)

  const last = boxItems[5]!
  await opener(last.item).click()
  await expect(item(last.item)).toHaveAttribute('open')
  await expect(item(first.item)).not.toHaveAttribute('open')
  await expect(item(first.item).getByText(first.details[0]!, { exact: true })).toBeHidden()
  await expect(box.locator('details[open]')).toHaveCount(1)

  await opener(last.item).click()
  await expect(box.locator('details[open]')).toHaveCount(0)
  await expect(box.getByText(last.details[0]!, { exact: true })).toBeHidden()
})

test('one testimonial, the claims and a closing call to action', async ({ page }) => {
  await openToolkit(page)
  const quotes = page.getByRole('blockquote')
  await expect(quotes).toHaveCount(1)
  await expect(quotes).toContainText(toolkitTestimonials[0]!.quote)
  expect(toolkitTestimonials).toHaveLength(3)

  const claims = section(page, toolkitClaims.heading)
  for (const claim of toolkitClaims.claims)
    await expect(claims.getByRole('heading', { name: claim.title })).toBeVisible()
  for (const text of ['30-day money-back', '10X gains', 'Physical and digital editions', 'Global shipping']) {
    await expect(claims).toContainText(text)
  }
  await expect(claims).toContainText(toolkitClaims.asSeenAtLabel)
  await expect(
    claims.getByRole('list', { name: toolkitClaims.asSeenAtLabel }).getByRole('listitem'),
  ).toHaveText([...site.asSeenAt])

  const closing = section(page, toolkitClosing.heading)
  const buy = closing.getByRole('link', { name: 'Buy Your Deck' })
  await expect(buy).toHaveAttribute('href', site.purchaseUrl)
  await expect(buy).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(closing.getByRole('link', { name: 'Discover Your MojoMe' })).toHaveAttribute(
    'href',
    '/mojo-me',
  )
})

test('the hero shows the deck on phones and tablets too, inside the screen', async ({ page }) => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 820, height: 1180 },
  ]) {
    await page.setViewportSize(viewport)
    await page.goto('/product')
    const art = page
      .getByRole('region', { name: toolkitHero.title })
      .getByText(heroCardStack.front.title, { exact: true })
    await art.scrollIntoViewIfNeeded()
    await expect(art).toBeInViewport({ ratio: 1 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(viewport.width)
  }
})
