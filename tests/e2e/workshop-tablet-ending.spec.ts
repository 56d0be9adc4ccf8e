/**
 * Ending a workshop on its tablet: "Delete them" leaves nothing of it on the device, "Keep" keeps the results
 * but none of the PIN's material (tests/e2e/workshop-shared-tablet.spec.ts has the rest of a shared tablet).
 */
import { groupViewCopy } from '../../src/content/facilitator/group'
import { shareLinkPath } from '../../src/domain/card/share-link'
import { answerCard, completeAssessment, startAssessment, storedSession } from './assessment-helpers'
import { expect, test, waitForHydration } from './fixtures'
import { ROOM, uuidOf } from './group-fixtures'
import { handOver, offlineTablet, PORTRAIT } from './offline-tablet'
import { deviceTraces, PIN, tracesText, typePin, WORKSHOP } from './workshop-helpers'
import { attendeeCopy, runningWorkshopCopy } from '../../src/content/facilitator/tablet'

// A workshop tablet runs offline: this test goes offline once the service worker has the site.
test.use({ serviceWorkers: 'allow', reducedMotion: 'reduce' })

test('"Delete them" leaves nothing of the workshop on the tablet; "Keep" keeps the results but no PIN material', async ({
  page,
  baseURL,
  consoleWatch,
}) => {
  test.setTimeout(120_000)
  for (const ending of ['delete', 'keep'] as const) {
    await offlineTablet(page, consoleWatch, { size: PORTRAIT, idleMinutes: 3 })
    const workshopId = await page.evaluate(() => localStorage.getItem('think-first:workshop-id'))
    expect(workshopId).toBeTruthy()
    // A link someone opens on the tablet belongs to the workshop.
    const shared = { ...ROOM[0]!, uuid: uuidOf(77), expertise: `Shared ${ending}` }
    await page.goto(`${baseURL}${shareLinkPath(shared)}`)
    await expect(page.getByText(`Shared ${ending}`).first()).toBeVisible()

    await page.goto('/workshop')
    await waitForHydration(page)
    await handOver(page)
    await startAssessment(page)
    const attendee = await completeAssessment(page, 'key', { expertise: `Finished ${ending}` })
    expect(attendee.expertise).toBe(`Finished ${ending}`)
    await page.getByRole('button', { name: attendeeCopy.next }).click()
    await page.getByRole('button', { name: attendeeCopy.confirm }).click()
    // The next attendee walks away mid-round.
    await startAssessment(page)
    for (let card = 0; card < 4; card++) await answerCard(page, 'left', 'key')
    await expect.poll(() => storedSession(page)).not.toBeNull()

    await page.goto('/workshop')
    await waitForHydration(page)
    await typePin(page, PIN)
    await expect(
      page
        .getByRole('region', { name: groupViewCopy.title, exact: true })
        .getByText('2 participants', { exact: true })
        .first(),
    ).toBeVisible()
    const before = await deviceTraces(page)
    expect(tracesText(before)).toContain('"salt"')

    const end = page.getByRole('form', { name: runningWorkshopCopy.endTitle })
    await end.getByLabel(ending === 'delete' ? runningWorkshopCopy.delete : runningWorkshopCopy.keep).check()
    await end.getByRole('button', { name: runningWorkshopCopy.end }).click()
    await expect(page.getByRole('listitem').filter({ hasText: runningWorkshopCopy.ended })).toBeVisible()

    const after = await deviceTraces(page)
    const text = tracesText(after)
    // Never the PIN's salt or hash, the unfinished assessment, the unlock or the wrong-PIN count.
    expect(text).not.toMatch(/"salt"|"hash"|"pin"/)
    expect(after.database['think-first/sessions']).toEqual([])
    expect(Object.keys(after.session).filter((key) => key.startsWith('think-first'))).toEqual([])
    expect(Object.keys(after.local)).not.toContain('think-first:workshop-id')
    expect(Object.keys(after.local)).not.toContain('think-first:pin-failures')
    for (const entry of after.caches) {
      expect(entry.url + entry.body, entry.url).not.toContain(workshopId!)
      expect(entry.body, entry.url).not.toContain(`Finished ${ending}`)
    }
    if (ending === 'delete') {
      expect(text).not.toContain(workshopId!)
      expect(text).not.toContain(WORKSHOP)
      expect(text).not.toContain(`Finished ${ending}`)
      expect(text).not.toContain(`Shared ${ending}`)
      expect(after.database['think-first/workshops']).toEqual([])
    } else {
      expect(text).toContain(`Finished ${ending}`)
      expect(text).toContain(`Shared ${ending}`)
      expect(after.database['think-first/workshops']).toHaveLength(1)
    }
    await page.context().setOffline(false)
  }
})
