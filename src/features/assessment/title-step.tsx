import { useAtomValue } from 'jotai'
import { useEffect, type ReactNode } from 'react'
import { buttonClasses } from '../../components/ui/button-styles'
import { PageHero } from '../../components/ui/page-hero'
import { ProgressRing } from '../../components/ui/progress-ring'
import { assessmentCopy, assessmentPromises, assessmentTitle } from '../../content/assessment'
import { PROGRESS, PROGRESS_HIGHLIGHT_FROM } from '../../domain/assessment/progress'
import { vibrate } from '../../lib/vibrate'
import { savedAssessmentAtom, useAssessment } from './assessment-store'
import { preloadRounds } from './preload-steps'
import { VIBRATION_MS } from './rules'
import { START_PARAMETER } from './start-parameter'
import { TickList } from '../../components/ui/tick-list'

export function TitleStep({ note }: { note?: ReactNode }) {
  const { startFresh, resumeSaved } = useAssessment()
  const saved = useAtomValue(savedAssessmentAtom)
  useEffect(preloadRounds, [])

  function start() {
    vibrate(VIBRATION_MS.start)
    startFresh()
  }

  return (
    <PageHero hero={assessmentTitle}>
      {note}
      <TickList
        items={assessmentPromises}
        label={assessmentCopy.promisesLabel}
        size="lg"
        className="mt-8 grid gap-3 sm:max-w-xl"
      />
      {saved ? (
        <div className="mt-10">
          <p className="font-medium text-ink-700">{assessmentCopy.resumeNote}</p>
          <div className="mt-4 flex flex-col gap-3 sm:flex-row">
            <button type="button" className={buttonClasses('primary', 'lg')} onClick={resumeSaved}>
              {assessmentCopy.resume}
            </button>
            <button type="button" className={buttonClasses('secondary', 'lg')} onClick={start}>
              {assessmentCopy.startOver}
            </button>
          </div>
        </div>
      ) : (
        // A GET form, so Start works the moment the button is on screen: before the app runs, the browser
        // asks for /mojo-me?start=new, and the app starts there once it does.
        <form
          method="get"
          action="/mojo-me"
          className="mt-10"
          onSubmit={(event) => {
            event.preventDefault()
            start()
          }}
        >
          <input type="hidden" name={START_PARAMETER.name} value={START_PARAMETER.value} />
          <button type="submit" className={buttonClasses('primary', 'lg')}>
            {assessmentCopy.start}
          </button>
        </form>
      )}
      <div className="mt-8 flex items-center gap-3 text-sm font-medium text-ink-500">
        <ProgressRing
          value={saved?.session.progress ?? PROGRESS.title}
          label={assessmentCopy.progressLabel}
          highlightFrom={PROGRESS_HIGHLIGHT_FROM}
          size={44}
        />
        {assessmentCopy.titleProgress}
      </div>
    </PageHero>
  )
}
