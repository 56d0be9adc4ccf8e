import { createFileRoute } from '@tanstack/react-router'
import { loadPageHead } from '../glue/load-page-head'
import type { AssessmentStep } from '../domain/assessment-types'
import { normalizeStep } from '../domain/steps'
import { AssessmentFlow } from '../features/assessment/assessment-flow'
import { START_PARAMETER } from '../features/assessment/start-parameter'
import type { ResultActionsSlot, ResultSlot } from '../features/assessment/results-step'
import { WorkshopStation } from '../features/facilitator/tablet/workshop-station'
import { WorkshopTitleNote } from '../features/facilitator/tablet/workshop-title-note'
import { useWorkshopMode } from '../state/workshop-atoms'
import { MojoMeIdleClear } from '../glue/mojo-me-idle-clear'
import { MojoMeResultActions, MojoMeShareButton } from '../glue/mojo-me-result-actions'
import { MojoMeComparison, MojoMeNextSteps } from '../glue/mojo-me-result-extras'
import { MojoMeRoomProgress } from '../glue/mojo-me-room'
import { MojoMeRoomStatus } from '../glue/mojo-me-room-status'
import { RoomTitleNote } from '../features/join/room-title-note'
import { joinedRoom } from '../db/device-data'
import { useHydrated } from '../lib/use-hydrated'

interface AssessmentSearch {
  /** The step the visitor was on, so a reload returns there; anything unknown means the title. */
  step?: AssessmentStep
  /** A new assessment asked for by the Start button before the app ran. */
  start?: typeof START_PARAMETER.value
}

const resultActions: ResultActionsSlot = (context) => <MojoMeResultActions {...context} />
const resultCardAction: ResultSlot = (result) => <MojoMeShareButton result={result} />
const resultNextSteps: ResultActionsSlot = (context) => <MojoMeNextSteps {...context} />
const resultComparison: ResultSlot = (result) => <MojoMeComparison result={result} />
const resultStatus: ResultSlot = (result) => <MojoMeRoomStatus result={result} />

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
  const workshop = useWorkshopMode()
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
        resultStatus={resultStatus}
        resultActions={resultActions}
        resultCardAction={resultCardAction}
        resultComparison={resultComparison}
        resultNextSteps={resultNextSteps}
        resultsLead={workshop.status === 'on' ? 'actions' : 'card'}
      />
    </>
  )
}
