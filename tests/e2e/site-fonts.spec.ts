import { expect, test } from './fixtures'

/**
 * The fonts cut to the site's characters (src/fonts/) are the ones its text is drawn in: a face Chrome never
 * picks still downloads, through its preload, while every heading falls back to the system's font.
 */
test('headings and text are drawn in the site’s own cut fonts', async ({ page }) => {
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const used = await page.evaluate(async () => {
    await document.fonts.ready
    return [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => face.family.replaceAll('"', ''))
  })
  expect(new Set(used)).toEqual(new Set(['Inter Variable', 'Bricolage Grotesque Variable']))
})
