import { useRouterState } from '@tanstack/react-router'
import { createStore } from 'jotai/vanilla'
import { afterEach, describe, expect, it } from 'vitest'
import { loadAssessment, saveAssessment } from '../../src/db/device-data'
import { writesSettled } from '../../src/db/pending-writes'
import { assessmentAtom, useAssessment } from '../../src/features/assessment/assessment-store'
import { useAssessmentPersistence } from '../../src/features/assessment/use-assessment-persistence'
import { deleteAppDatabase } from './support/app-database'
import { takenTo } from './support/assessment-states'
import { HOME_TEXT, renderMojoMe, type MojoMePageProps } from './support/mojo-me-router'

/**
 * useAssessmentPersistence on MojoMe's address: the session restored from this browser's IndexedDB into the
 * step a reload's address names, and the step written back into the address (in place, so Back leaves
 * MojoMe rather than stepping through its history).
 */
function StepPage({ stepInAddress, startRequested }: MojoMePageProps) {
  useAssessmentPersistence(stepInAddress, startRequested)
  const { state, dispatch } = useAssessment()
  const address = useRouterState({ select: (router) => router.location.href })
  return (
    <>
      <p>On step {state.session.currentStep}</p>
      <p>Address {address}</p>
      <button type="button" onClick={() => dispatch({ type: 'back' })}>
        Back
      </button>
      <button type="button" onClick={() => dispatch({ type: 'reset' })}>
        Start over
      </button>
    </>
  )
}

async function stored() {
  const outcome = await loadAssessment()
  return outcome.ok ? outcome.value?.session.currentStep : outcome.failure
}

afterEach(deleteAppDatabase)

describe('useAssessmentPersistence', () => {
  it('reopens a reloaded ?step=fear on the saved session, and writes each new step into the address in place', async () => {
    await saveAssessment(takenTo('fear'))
    const { screen, history } = await renderMojoMe('/mojo-me?step=fear', createStore(), StepPage)
    await expect.element(screen.getByText('On step fear')).toBeVisible()

    await screen.getByRole('button', { name: 'Back' }).click()
    await expect.element(screen.getByText('Address /mojo-me?step=motivation', { exact: true })).toBeVisible()
    await expect.poll(stored).toBe('motivation')

    await screen.getByRole('button', { name: 'Start over' }).click()
    await expect.element(screen.getByText('Address /mojo-me', { exact: true })).toBeVisible()
    expect(history.length).toBe(1)
  })

  it('lands on the title, and says so in the address, when the step a reload names has nothing saved', async () => {
    const { screen } = await renderMojoMe('/mojo-me?step=knowledge', createStore(), StepPage)
    await expect.element(screen.getByText('Address /mojo-me', { exact: true })).toBeVisible()
    await expect.element(screen.getByText('On step title')).toBeVisible()
  })

  it('starts afresh over a saved session when Start was pressed before the app ran (?start=new)', async () => {
    await saveAssessment(takenTo('fear'))
    const { screen } = await renderMojoMe('/mojo-me?start=new', createStore(), StepPage)
    await expect.element(screen.getByText('Address /mojo-me?step=motivation', { exact: true })).toBeVisible()
    await expect.poll(loadAssessment).toMatchObject({
      ok: true,
      value: { session: { currentStep: 'motivation', motivationResponses: {} } },
    })
  })

  it('stops saving once the visitor leaves MojoMe', async () => {
    const store = createStore()
    await saveAssessment(takenTo('fear'))
    const { screen, router } = await renderMojoMe('/mojo-me?step=fear', store, StepPage)
    await expect.element(screen.getByText('On step fear')).toBeVisible()
    await router.navigate({ to: '/' })
    await expect.element(screen.getByText(HOME_TEXT)).toBeVisible()

    store.set(assessmentAtom, takenTo('superpowers'))
    await writesSettled()
    expect(await stored()).toBe('fear')
  })
})
