import { useSetAtom } from 'jotai'
import { useEffect, useRef, type ReactNode } from 'react'
import { buttonClasses } from '../../components/ui/button-styles'
import { ProgressRing } from '../../components/ui/progress-ring'
import { retryingLazy } from '../../components/ui/retrying-lazy'
import { assessmentCopy, resultsCopy } from '../../content/assessment'
import { FEAR_CARD_COUNT, MOTIVATION_CARD_COUNT } from '../../content/assessment/deck'
import { FEAR_KEYS, MOTIVATION_KEYS, scoreLabels, type ScoreKey } from '../../content/assessment/scores'
import type { AssessmentResult, SideCounts } from '../../domain/assessment/assessment-types'
import { formatElapsed } from '../../domain/assessment/elapsed'
import { PROGRESS, PROGRESS_HIGHLIGHT_FROM } from '../../domain/assessment/progress'
import { workshopModeId } from '../../db/device-data'
import { fill } from '../../lib/format'
import { iosInstallHintAtom } from '../../state/pwa-atoms'
import { useWorkshopMode } from '../../state/workshop-atoms'
import { ResultCard } from '../../components/result/result-card'
import { LazyRadarChart } from '../../components/result/lazy-radar-chart'
import type { ShareDialogHandle } from './share/share-dialog'

// Each loads with its first result: the share dialog (and its toast library), the comparison and the next
// steps. Offline, the comparison and the next steps wait without a word (the card and its status come first).
const ShareDialog = retryingLazy(() => import('./share/share-dialog').then((m) => m.ShareDialog))
const CompareSection = retryingLazy(() => import('./compare/compare-section').then((m) => m.CompareSection), {
  quiet: true,
})
const ResultNextSteps = retryingLazy(() => import('./result-next-steps').then((m) => m.ResultNextSteps), {
  quiet: true,
})

const CHART_COLORS = { motivation: '99 85 245', fear: '169 58 13' } as const

function chartItems(result: AssessmentResult, keys: readonly ScoreKey[]) {
  return keys.map((key) => ({ subject: scoreLabels[key], value: result.scores[key] }))
}

function ChartPanel({
  title,
  keys,
  result,
  color,
}: {
  title: string
  keys: readonly ScoreKey[]
  result: AssessmentResult
  color: string
}) {
  const items = chartItems(result, keys)
  const summary = fill(resultsCopy.chartSummary, {
    title,
    values: items.map((item) => `${item.subject} ${item.value}`).join(', '),
  })
  return (
    <figure className="rounded-[1.5rem] bg-white p-5 shadow-card ring-1 ring-ink-200">
      <figcaption className="font-display text-lg font-bold text-ink-950">{title}</figcaption>
      {/* The same box in both panels draws the same web; sized by its column, never the reverse. */}
      <div className="mx-auto mt-2 aspect-[4/3] w-full max-w-md contain-inline-size">
        <LazyRadarChart title={title} items={items} color={color} summary={summary} />
      </div>
    </figure>
  )
}

function ChoiceCount({ label, counts, total }: { label: string; counts: SideCounts; total: number }) {
  return (
    <div className="rounded-2xl bg-ink-50 p-4">
      <dt className="text-sm font-semibold text-ink-600">{label}</dt>
      <dd className="mt-1">
        <span className="font-display text-2xl font-bold text-ink-950 tabular-nums">
          {fill(resultsCopy.choicesCount, { answered: counts.left + counts.right, total })}
        </span>
        <span className="mt-1 block text-sm text-ink-600">
          {fill(resultsCopy.leftRight, { left: counts.left, right: counts.right })}
        </span>
      </dd>
    </div>
  )
}

interface ResultsStepProps {
  /** The result made (or restored) for this screen; until it is here the screen holds its place. */
  result: AssessmentResult | null
  /** Clears the session and the result, back to the title. */
  startOver: () => void
  /**
   * The visitor has just finished (not reopened the page): the results are announced by focusing the heading.
   * Otherwise they have come back to their result, and iOS Safari's visitors are shown how to install the app.
   */
  justFinished: boolean
  // Two slots, as features do not import each other: the room's feature and the workshop tablet's fill them.
  /** Right under the heading, so it is on screen with the card: where the card is going (a live room). */
  status?: ReactNode
  /** On a workshop's tablet, what leads the screen in place of sharing: the QR code and the hand-over. */
  handOff?: ReactNode
}

/** The results screen: the fingerprint card, then the dashboard around it. */
export function ResultsStep({ result, startOver, justFinished, status, handOff }: ResultsStepProps) {
  const workshop = useWorkshopMode()
  // Before a tablet's mode loads, the mark it leaves says so (this screen only shows after the page has
  // hydrated, so reading the mark here never differs from the prerendered page).
  const onWorkshopTablet = workshop.status === 'on' || workshopModeId() !== null
  // On a workshop's tablet the screen leads with the hand-over, in view without scrolling.
  const lead = workshop.status === 'on' ? 'actions' : 'card'
  const shareDialog = useRef<ShareDialogHandle>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const offerIosInstall = useSetAtom(iosInstallHintAtom)
  // Here rather than in the flow: this step's code may still be loading when the step changes.
  useEffect(() => {
    if (justFinished) heading.current?.focus()
    else offerIosInstall('offered')
  }, [justFinished, offerIosInstall])

  return (
    <section aria-labelledby="page-title" className="bg-ink-50 pt-[calc(var(--spacing-bar)+1.5rem)] pb-20">
      <div className="container-page max-w-5xl">
        <div className="flex flex-wrap items-center justify-between gap-4">
          <button type="button" onClick={startOver} className={buttonClasses('secondary')}>
            {resultsCopy.startOver}
          </button>
          <div className="flex items-center gap-3">
            {result && (
              <p className="font-semibold text-ink-700">
                {resultsCopy.completedIn}{' '}
                <span className="tabular-nums">{formatElapsed(result.durationSeconds)}</span>
              </p>
            )}
            <ProgressRing
              value={PROGRESS.results}
              label={assessmentCopy.progressLabel}
              highlightFrom={PROGRESS_HIGHLIGHT_FROM}
            />
          </div>
        </div>
        {/* Led by the hand-off, the page keeps its top short: the QR code and Next participant fit a tablet. */}
        <h1
          ref={heading}
          id="page-title"
          tabIndex={-1}
          className={`font-bold text-ink-950 outline-none ${lead === 'actions' ? 'mt-2 text-title' : 'mt-6 text-headline'}`}
        >
          {resultsCopy.heading}
        </h1>
        {result && status && <div className="mt-4 empty:hidden">{status}</div>}
        {result && !onWorkshopTablet && <CompareSection result={result} />}
        {result ? (
          <div
            className={`grid gap-6 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-8 ${lead === 'actions' ? 'mt-4' : 'mt-8'}`}
          >
            {lead === 'actions' && handOff}
            <ResultCard
              result={result}
              action={workshop.status !== 'on' && <ShareDialog ref={shareDialog} result={result} />}
            />
            {/* Beside the card on a wide screen: how it was made. */}
            <div className="grid content-start gap-6">
              <section
                aria-labelledby="choices-heading"
                className="rounded-[1.5rem] bg-white p-5 shadow-card ring-1 ring-ink-200 sm:p-6"
              >
                <h2 id="choices-heading" className="font-display text-lg font-bold text-ink-950">
                  {resultsCopy.choicesHeading}
                </h2>
                <dl className="mt-3 grid gap-3 sm:grid-cols-2">
                  <ChoiceCount
                    label={resultsCopy.motivationRound}
                    counts={result.motivationCounts}
                    total={MOTIVATION_CARD_COUNT}
                  />
                  <ChoiceCount
                    label={resultsCopy.fearRound}
                    counts={result.fearCounts}
                    total={FEAR_CARD_COUNT}
                  />
                </dl>
              </section>
            </div>
            <div className="grid gap-6 sm:grid-cols-2 lg:col-span-2">
              <ChartPanel
                title={resultsCopy.motivationChart}
                keys={MOTIVATION_KEYS}
                result={result}
                color={CHART_COLORS.motivation}
              />
              <ChartPanel
                title={resultsCopy.fearChart}
                keys={FEAR_KEYS}
                result={result}
                color={CHART_COLORS.fear}
              />
            </div>
          </div>
        ) : (
          <div className="mt-8 h-96 animate-pulse rounded-[1.75rem] bg-ink-100" />
        )}
        {result && !onWorkshopTablet && (
          <ResultNextSteps onCompare={() => shareDialog.current?.open()} onDeleted={startOver} />
        )}
      </div>
    </section>
  )
}
