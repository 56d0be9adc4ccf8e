import {
  idleSettingCopy,
  pinErrors,
  pinGateCopy,
  runningWorkshopCopy,
  startWorkshopCopy,
  workshopNameErrors,
} from '../../src/content/facilitator/tablet'
import { groupViewCopy } from '../../src/content/facilitator/group'
import { IDLE_CLEAR_DEFAULT_MINUTES } from '../../src/domain/workshop/workshop-settings'
import { expect, test, waitForHydration } from './fixtures'
import { lockFacilitatorPages, PIN, startWorkshop, typePin, WORKSHOP } from './workshop-helpers'

test('a refused start form says what to fix, keeps what was typed and starts nothing', async ({ page }) => {
  await page.goto('/workshop')
  await waitForHydration(page)
  const form = page.getByRole('form', { name: startWorkshopCopy.title })
  const name = form.getByLabel(startWorkshopCopy.labels.name)
  const pin = form.getByLabel(startWorkshopCopy.labels.pin, { exact: true })
  await form.getByRole('button', { name: startWorkshopCopy.submit }).click()
  await expect(name).toHaveAccessibleDescription(workshopNameErrors.empty)
  await expect(name).toBeFocused()
  await expect(pin).toHaveAccessibleDescription(new RegExp(pinErrors.invalid.replace(/[()]/g, '\\$&')))

  await name.fill(WORKSHOP)
  await pin.fill('12ab')
  await form.getByRole('button', { name: startWorkshopCopy.submit }).click()
  await expect(pin).toBeFocused()
  await pin.fill('2468')
  await form.getByLabel(startWorkshopCopy.labels.confirmPin).fill('2469')
  await form.getByRole('button', { name: startWorkshopCopy.submit }).click()
  await expect(form.getByLabel(startWorkshopCopy.labels.confirmPin)).toHaveAccessibleDescription(
    pinErrors.mismatch,
  )
  await expect(name).toHaveValue(WORKSHOP)

  await page.reload()
  await waitForHydration(page)
  await expect(page.getByRole('form', { name: startWorkshopCopy.title })).toBeVisible()
  await expect(page.getByRole('form', { name: pinGateCopy.title })).toHaveCount(0)
})

test('a started workshop survives a reload behind its PIN; wrong PINs slow down; the right one ends it', async ({
  page,
}) => {
  await page.clock.install()
  await startWorkshop(page)
  await lockFacilitatorPages(page)
  await page.reload()
  await waitForHydration(page)
  const gate = page.getByRole('form', { name: pinGateCopy.title })
  await expect(gate).toContainText(WORKSHOP)

  const pinField = gate.getByLabel(pinGateCopy.label)
  const unlock = gate.getByRole('button', { name: pinGateCopy.submit })
  for (const wrong of ['1111', '2222']) {
    await typePin(page, wrong)
    await expect(pinField).toHaveAccessibleDescription(pinErrors.wrong)
    await expect(unlock).toBeEnabled()
  }
  // From the third wrong PIN on, each try waits twice as long as the last: 1 s, 2 s, 4 s, then 8 s.
  for (const [wrong, waitMs] of [
    ['3333', 1000],
    ['4444', 2000],
    ['5555', 4000],
  ] as const) {
    await typePin(page, wrong)
    await expect(pinField).toHaveAccessibleDescription(
      pinErrors.wait.replace('{seconds}', String(waitMs / 1000)),
    )
    await expect(unlock).toBeDisabled()
    await page.clock.fastForward(waitMs)
    await expect(unlock).toBeEnabled()
  }
  await typePin(page, '6666')
  await expect(unlock).toBeDisabled()
  // The wait outlives a reload, so reloading is no way round it.
  await page.reload()
  await waitForHydration(page)
  await expect(pinField).toHaveAccessibleDescription(/Try again in [1-8] s/)
  await expect(unlock).toBeDisabled()
  await page.clock.fastForward(8000)
  await expect(unlock).toBeEnabled()

  await typePin(page, PIN)
  const running = page.getByRole('region', { name: `Running: ${WORKSHOP}` })
  await expect(running.getByRole('link', { name: runningWorkshopCopy.openMojoMe })).toHaveAttribute(
    'href',
    '/mojo-me',
  )
  await expect(page.getByRole('region', { name: groupViewCopy.title, exact: true })).toContainText(
    groupViewCopy.emptyTitle,
  )

  // The attendees' idle time is the facilitator's to choose, and it is kept.
  const idle = page.getByLabel(idleSettingCopy.label)
  await expect(idle).toHaveValue(String(IDLE_CLEAR_DEFAULT_MINUTES))
  await idle.selectOption('1')
  await expect(page.getByRole('status').filter({ hasText: idleSettingCopy.saved })).toBeVisible()
  // The unlock outlives a reload: the facilitator is not asked again while they use their page.
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByLabel(idleSettingCopy.label)).toHaveValue('1')

  const end = page.getByRole('form', { name: runningWorkshopCopy.endTitle })
  await end.getByLabel(runningWorkshopCopy.delete).check()
  await end.getByRole('button', { name: runningWorkshopCopy.end }).click()
  await expect(page.getByRole('listitem').filter({ hasText: runningWorkshopCopy.ended })).toBeVisible()
  await expect(page.getByRole('form', { name: startWorkshopCopy.title })).toBeVisible()
  await page.reload()
  await waitForHydration(page)
  await expect(page.getByRole('form', { name: startWorkshopCopy.title })).toBeVisible()
})
