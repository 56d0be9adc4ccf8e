import { useId } from 'react'
import { scoreLabels, type ScoreKey } from '../../../content/assessment/scores'
import { groupScoresCopy } from '../../../content/facilitator/group'
import type { Scores } from '../../../domain/assessment/assessment-types'
import type { ScoreSpread } from '../../../domain/workshop/workshop-group'
import { formatScore } from './format-score'

type Column = Exclude<keyof typeof groupScoresCopy.columns, 'score'>
const COLUMNS: readonly Column[] = ['average', 'min', 'q1', 'median', 'q3', 'max']

interface ScoreTableProps {
  caption: string
  keys: readonly ScoreKey[]
  averages: Scores
  spreads: Record<ScoreKey, ScoreSpread>
}

/** Each score's group average and spread, the text alternative to the radar chart above it. */
export function ScoreTable({ caption, keys, averages, spreads }: ScoreTableProps) {
  const id = useId()
  const cell = (key: ScoreKey, column: Column) =>
    formatScore(column === 'average' ? averages[key] : spreads[key][column])
  return (
    // Scrolls sideways rather than squeezing the numbers on the narrowest phones (focusable, so a keyboard
    // can scroll it too), without widening the page; relative, so the header's hidden words stay inside.
    <div
      role="region"
      aria-labelledby={`${id}-caption`}
      tabIndex={0}
      className="relative overflow-x-auto rounded-xl bg-white ring-1 ring-ink-200 contain-inline-size"
    >
      <table className="w-full text-sm tabular-nums">
        <caption id={`${id}-caption`} className="px-3 pt-3 text-left text-sm text-ink-600">
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-ink-200 text-ink-700">
            <th scope="col" className="px-3 py-2 text-left font-semibold">
              {groupScoresCopy.columns.score}
            </th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-2 py-2 text-right font-semibold">
                <span aria-hidden="true" className="sm:hidden">
                  {groupScoresCopy.shortColumns[column]}
                </span>
                <span className="max-sm:sr-only">{groupScoresCopy.columns[column]}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key} className="border-b border-ink-100 last:border-0 print:break-inside-avoid">
              <th scope="row" className="px-3 py-2 text-left font-semibold text-ink-950">
                {scoreLabels[key]}
              </th>
              {COLUMNS.map((column) => (
                <td
                  key={column}
                  className={`px-2 py-2 text-right ${column === 'average' ? 'font-bold text-ink-950' : 'text-ink-700'}`}
                >
                  {cell(key, column)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
