import { useMemo } from 'react'
import { GroupRadars } from '../../components/result/group-radar'
import { PowerCountItems } from '../../components/result/power-count-items'
import { scoreLabels, type ScoreKey } from '../../content/assessment/scores'
import { roomScreenCopy } from '../../content/rooms'
import { groupPowersCopy } from '../../content/workshop-group'
import type { AssessmentResult } from '../../domain/assessment-types'
import { summarizeGroup, type TopCount } from '../../domain/workshop-group'
import { fill } from '../../lib/format'

/** The room screen lists this many of the most chosen powers: more would not fit in type read from the back. */
const POWER_LIMIT = 6

/** "2 people", "2 people each", "1 person has a tie at the top": a count in the room's words. */
function countLine(copy: { one: string; other: string }, count: number): string {
  return count === 1 ? copy.one : fill(copy.other, { count })
}

function TopLine({ label, top }: { label: string; top: TopCount<ScoreKey> | null }) {
  const names = top?.keys.map((key) => scoreLabels[key]) ?? []
  const people = top && top.count > 0 ? top.count : 0
  const tied = top?.tied ?? 0
  return (
    <div className="rounded-[1.2vw] bg-sun-100 px-[1vw] py-[0.8vh]">
      <dt className="text-[1vw] leading-tight font-semibold text-ink-700">{label}</dt>
      {/* Ties are listed together: none of them is picked by list order. */}
      <dd className="font-display text-[1.6vw] leading-tight font-bold text-ink-950">
        {names.length > 0 ? names.join(roomScreenCopy.tie) : roomScreenCopy.noTop}
      </dd>
      {people > 0 && (
        <dd className="text-[1.1vw] text-ink-700">
          {countLine(names.length > 1 ? roomScreenCopy.topCountEach : roomScreenCopy.topCount, people)}
        </dd>
      )}
      {/* A person whose own top scores tie counts for none of them, and is counted here instead. */}
      {tied > 0 && (
        <dd className="text-[1vw] leading-tight text-ink-600">{countLine(roomScreenCopy.tiedTop, tied)}</dd>
      )}
    </div>
  )
}

/** The group on the projector: two average radars, the most chosen powers and the most common tops. No rows. */
export function RoomSummary({ results }: { results: readonly AssessmentResult[] }) {
  const summary = useMemo(() => summarizeGroup(results), [results])
  const { averages } = summary
  if (!averages) {
    return (
      <div className="grid place-content-center text-center">
        <p className="font-display text-[3vw] font-bold text-ink-950">{roomScreenCopy.emptyTitle}</p>
      </div>
    )
  }
  return (
    // The radars take what the side column leaves: over 520 px each at 1920 wide, where their axis labels
    // grow to projector size.
    <div
      className="grid min-h-0 grid-cols-[minmax(0,1fr)_minmax(0,1fr)_16vw] gap-[1.5vw]"
      data-testid="room-summary"
    >
      <GroupRadars averages={averages} />
      <div className="grid min-h-0 content-start gap-[1.5vh]">
        <dl className="grid gap-[1vh]">
          <TopLine label={roomScreenCopy.topMotivation} top={summary.topMotivation} />
          <TopLine label={roomScreenCopy.topFear} top={summary.topFear} />
        </dl>
        <section aria-labelledby="room-powers" className="min-h-0 overflow-hidden">
          <h2 id="room-powers" className="font-display text-[1.4vw] leading-tight font-bold text-ink-950">
            {groupPowersCopy.title}
          </h2>
          <ol className="mt-[0.6vh] grid gap-[0.4vh] text-[1.2vw]" data-testid="room-powers">
            <PowerCountItems powers={summary.powerCounts.slice(0, POWER_LIMIT)} spacing="gap-2 pb-[0.3vh]" />
          </ol>
        </section>
      </div>
    </div>
  )
}
