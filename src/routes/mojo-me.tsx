import { createFileRoute } from '@tanstack/react-router'
import { loadPageHead } from '../glue/load-page-head'
import type { AssessmentStep } from '../domain/assessment/assessment-types'
import { normalizeStep } from '../domain/assessment/steps'
import { AssessmentFlow } from '../features/assessment/assessment-flow'
import { START_PARAMETER } from '../features/assessment/start-parameter'
import { WorkshopStation } from '../features/facilitator/tablet/workshop-station'
import { WorkshopTitleNote } from '../features/facilitator/tablet/workshop-title-note'
import { MojoMeIdleClear } from '../glue/mojo-me-idle-clear'
import { MojoMeResults } from '../glue/mojo-me-results'
import { MojoMeRoomProgress } from '../glue/mojo-me-room'
import { RoomTitleNote } from '../features/join/room-title-note'
import { joinedRoom } from '../db/device-data'
import { useHydrated } from '../lib/use-hydrated'

interface AssessmentSearch {
  /** The step the visitor was on, so a reload returns there; anything unknown means the title. */
  step?: AssessmentStep
  /** A new assessment asked for by the Start button before the app ran. */
  start?: typeof START_PARAMETER.value
}

export const Route = createFileRoute('/mojo-me')({
  head: () => loadPageHead('mojoMe'),
  // The key is always returned: the router lays these values over the raw address, so an omitted key would
  // let an unknown step through unchecked.
  validateSearch: (search: Record<string, unknown>): AssessmentSearch => {
    const step = normalizeStep(search.step)
    const start = search.start === START_PARAMETER.value ? START_PARAMETER.value : undefined
    return { step: step === 'title' ? undefined : step, start }
  },
  component: AssessmentPage,
})

function AssessmentPage() {
  const { step, start } = Route.useSearch()
  const inRoom = useHydrated() && joinedRoom() !== null
  return (
    <>
      <WorkshopStation />
      <MojoMeIdleClear />
      <MojoMeRoomProgress />
      <AssessmentFlow
        stepInAddress={step}
        startRequested={Boolean(start)}
        loadAhead={inRoom}
        titleNote={
          <>
            <WorkshopTitleNote />
            <RoomTitleNote />
          </>
        }
        resultsScreen={MojoMeResults}
      />
    </>
  )
}
