import { useId } from 'react'
import { scoreLabels } from '../../../content/assessment/scores'
import { groupHighlightsCopy } from '../../../content/workshop-group'
import type { GroupSummary } from '../../../domain/workshop-group'
import { fill } from '../../../lib/format'

interface Highlight {
  label: string
  top: { key: keyof typeof scoreLabels; count: number } | null
}

/** The most common top motivation and top kryptonite, with how many participants have each. */
export function GroupHighlights({ summary }: { summary: GroupSummary }) {
  const id = useId()
  const highlights: Highlight[] = [
    { label: groupHighlightsCopy.topMotivation, top: summary.topMotivation },
    { label: groupHighlightsCopy.topFear, top: summary.topFear },
  ]
  const share = (count: number) =>
    fill(count === 1 ? groupHighlightsCopy.shareOne : groupHighlightsCopy.share, {
      count,
      total: summary.participants,
    })
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
                <dd className="mt-1 font-display text-2xl font-bold text-ink-950">{scoreLabels[top.key]}</dd>
                <dd className="mt-1 text-ink-700">{share(top.count)}</dd>
              </div>
            ),
        )}
      </dl>
    </section>
  )
}
