import { useMemo } from 'react'
import { FEAR_KEYS, MOTIVATION_KEYS } from '../../../content/assessment/scores'
import { groupScoresCopy } from '../../../content/facilitator/group'
import type { AssessmentResult } from '../../../domain/assessment/assessment-types'
import { summarizeGroup } from '../../../domain/workshop/workshop-group'
import { CHART_COLORS } from '../../../components/result/chart-colors'
import { ExpertiseList } from './expertise-list'
import { GroupHighlights } from './group-highlights'
import { PowerCounts } from './power-counts'
import { ScorePanel } from './score-panel'

/** The group's numbers: score radars with their tables, what the room shares, powers and expertise. */
export function GroupSummary({ results }: { results: readonly AssessmentResult[] }) {
  // About a millisecond for 500 participants, but only worth doing again when the results change.
  const summary = useMemo(() => summarizeGroup(results), [results])
  const { averages, spreads } = summary
  // On paper, block flow: Chromium drew a grid item pushed to the next page over the items after it.
  return (
    <div className="grid gap-8 print:block print:space-y-8">
      <GroupHighlights summary={summary} />
      {averages && spreads && (
        <div className="grid gap-6 xl:grid-cols-2 print:block print:space-y-6">
          <ScorePanel
            copy={groupScoresCopy.motivation}
            keys={MOTIVATION_KEYS}
            averages={averages}
            spreads={spreads}
            color={CHART_COLORS.motivation}
          />
          <ScorePanel
            copy={groupScoresCopy.fear}
            keys={FEAR_KEYS}
            averages={averages}
            spreads={spreads}
            color={CHART_COLORS.fear}
          />
        </div>
      )}
      <PowerCounts counts={summary.powerCounts} />
      <ExpertiseList areas={summary.expertise} />
    </div>
  )
}
