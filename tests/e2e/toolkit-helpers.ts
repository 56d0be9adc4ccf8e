import type { Locator, Page } from '@playwright/test'
import { carouselSection } from '../../src/content/product'
import { personas } from '../../src/content/product/personas'
import { expect, waitForHydration } from './fixtures'

export async function openToolkit(page: Page) {
  await page.goto('/product')
  await waitForHydration(page)
}

export function section(page: Page, heading: string): Locator {
  return page.getByRole('region', { name: heading })
}

export function carousel(page: Page): Locator {
  return page.getByRole('group', { name: carouselSection.carouselLabel })
}

/** The persona the caption names, read from the carousel's live status line. */
export async function expectCurrent(page: Page, index: number) {
  const persona = personas[index]!
  const region = carousel(page)
  await expect(region.getByRole('status')).toContainText(persona.name)
  await expect(
    region.getByRole('button', { name: carouselSection.dotLabel(index + 1, persona.name) }),
  ).toHaveAttribute('aria-current', 'true')
  await expect(region.locator('[aria-current="true"]')).toHaveCount(1)
  await expect(
    region.getByRole('group', { name: carouselSection.slideLabel(index + 1, personas.length), exact: true }),
  ).toBeVisible()
}
