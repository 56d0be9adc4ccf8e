import { useId } from 'react'
import { scoreLabels, type ScoreKey } from '../../../content/assessment/scores'
import { groupHighlightsCopy } from '../../../content/facilitator/group'
import type { GroupSummary, TopCount } from '../../../domain/workshop/workshop-group'
import { fill } from '../../../lib/format'
import { countText } from './count-text'

interface Highlight {
  label: string
  top: TopCount<ScoreKey> | null
}

/** "A", "A and B", "A, B and C": every name that ties, none picked by list order. */
function joinedNames(keys: readonly ScoreKey[]): string {
  const names = keys.map((key) => scoreLabels[key])
  const last = names.pop()
  if (!last) return groupHighlightsCopy.noSingleTop
  return names.length > 0 ? `${names.join(', ')}${groupHighlightsCopy.and}${last}` : last
}

/** The most common top motivation and top kryptonite, with how many participants have each; ties as ties. */
export function GroupHighlights({ summary }: { summary: GroupSummary }) {
  const id = useId()
  const highlights: Highlight[] = [
    { label: groupHighlightsCopy.topMotivation, top: summary.topMotivation },
    { label: groupHighlightsCopy.topFear, top: summary.topFear },
  ]
  const share = ({ keys, count }: TopCount<ScoreKey>) => {
    const template =
      keys.length > 1
        ? groupHighlightsCopy.shareEach
        : count === 1
          ? groupHighlightsCopy.shareOne
          : groupHighlightsCopy.share
    return fill(template, { count, total: summary.participants })
  }
  return (
    <section aria-labelledby={id} className="print:break-inside-avoid">
      <h3 id={id} className="font-display text-lg font-bold text-ink-950">
        {groupHighlightsCopy.title}
      </h3>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2">
        {highlights.map(
          ({ label, top }) =>
            top && (
              <div key={label} className="rounded-[1.5rem] bg-sun-100 p-5">
                <dt className="text-sm font-semibold text-ink-700">{label}</dt>
                <dd className="mt-1 font-display text-2xl font-bold text-ink-950">{joinedNames(top.keys)}</dd>
                {top.count > 0 && <dd className="mt-1 text-ink-700">{share(top)}</dd>}
                {top.tied > 0 && (
                  <dd className="mt-1 text-sm text-ink-600">
                    {countText(groupHighlightsCopy.tied, top.tied)}
                  </dd>
                )}
              </div>
            ),
        )}
      </dl>
    </section>
  )
}
