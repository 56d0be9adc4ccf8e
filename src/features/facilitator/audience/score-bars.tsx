import { scoreLabels, type ScoreKey } from '../../../content/assessment/scores'
import type { Scores } from '../../../domain/assessment/assessment-types'

interface ScoreBarsProps {
  title: string
  keys: readonly ScoreKey[]
  averages: Scores
  /** The bar's colour class and its track's. */
  tone: 'drivers' | 'fears'
}

const TONES = {
  drivers: { bar: 'bg-iris-400', value: 'text-iris-300' },
  fears: { bar: 'bg-sun-400', value: 'text-sun-400' },
} as const

/**
 * The room's average of each score as a bar with its value written on it: a list, so a screen reader reads
 * each name with its number, and nothing needs a chart library.
 */
export function ScoreBars({ title, keys, averages, tone }: ScoreBarsProps) {
  const colours = TONES[tone]
  return (
    <section className="grid min-h-0 content-start gap-[1.2cqh]" aria-label={title}>
      <h3 className="font-display text-[3.4cqh] leading-tight font-bold">{title}</h3>
      <ul className="grid gap-[0.9cqh]">
        {keys.map((key) => (
          <li key={key} className="grid gap-[0.5cqh]">
            <span className="flex items-baseline justify-between gap-[1cqw] text-[2.8cqh] leading-none">
              <span className="font-semibold text-ink-100">{scoreLabels[key]}</span>
              <span className={`font-display font-bold tabular-nums ${colours.value}`}>{averages[key]}</span>
            </span>
            <span className="block h-[1.3cqh] overflow-hidden rounded-full bg-ink-800" aria-hidden="true">
              <span
                className={`block h-full rounded-full ${colours.bar}`}
                style={{ width: `${Math.max(1, averages[key])}%` }}
              />
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
