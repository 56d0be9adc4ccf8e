import { scoreLabels } from '../../content/assessment/scores'
import { youAndRoomCopy } from '../../content/join/you-and-the-room'
import type { AssessmentResult } from '../../domain/assessment/assessment-types'
import type { JoinedRoom } from '../../domain/room/room-records'
import { compareWithRoom, type ScoreBeside } from '../../domain/room/room-summary'
import { fill } from '../../lib/format'
import { useRoomSummary } from './use-room-summary'

function Scores({ id, heading, scores }: { id: string; heading: string; scores: ScoreBeside[] }) {
  return (
    <section aria-labelledby={id} className="mt-5">
      <h3 id={id} className="font-display text-lg font-bold text-ink-950">
        {heading}
      </h3>
      <ul className="mt-2 grid gap-3">
        {scores.map((score) => (
          <li key={score.key}>
            <p className="flex flex-wrap justify-between gap-x-3 text-sm">
              <span className="font-semibold text-ink-950">{scoreLabels[score.key]}</span>
              <span className="text-ink-700">{fill(youAndRoomCopy.scoreLine, { ...score })}</span>
            </p>
            {/* The line above says both values; the bars only draw them. */}
            <div aria-hidden="true" className="mt-1 grid gap-1">
              <div className="h-2 rounded-full bg-ink-100">
                <div className="h-2 rounded-full bg-iris-600" style={{ width: `${score.yours}%` }} />
              </div>
              <div className="h-2 rounded-full bg-ink-100">
                <div className="h-2 rounded-full bg-sun-500" style={{ width: `${score.room}%` }} />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

function Legend() {
  return (
    <p aria-hidden="true" className="mt-3 flex gap-4 text-xs font-semibold text-ink-600">
      <span className="flex items-center gap-1.5">
        <span className="h-2 w-5 rounded-full bg-iris-600" />
        {youAndRoomCopy.you}
      </span>
      <span className="flex items-center gap-1.5">
        <span className="h-2 w-5 rounded-full bg-sun-500" />
        {youAndRoomCopy.room}
      </span>
    </p>
  )
}

/**
 * On an attendee's result, once their room was revealed: their drivers and fears against the room's
 * averages, and the powers they share with the room. Nothing until the room has sent its summary.
 */
export function YouAndTheRoom({ result, room }: { result: AssessmentResult; room: JoinedRoom }) {
  const summary = useRoomSummary(room)
  if (!summary) return null
  const beside = compareWithRoom(result, summary)
  const { ownPowers } = youAndRoomCopy
  return (
    <section
      aria-labelledby="you-and-room"
      data-testid="you-and-the-room"
      className="rounded-card bg-white p-5 shadow-card"
    >
      <h2 id="you-and-room" className="font-display text-title font-bold text-ink-950">
        {youAndRoomCopy.heading}
      </h2>
      <p className="mt-1 text-ink-700">{fill(youAndRoomCopy.intro, { total: beside.total })}</p>
      <Legend />
      <Scores id="you-and-room-drivers" heading={youAndRoomCopy.driversHeading} scores={beside.drivers} />
      <Scores id="you-and-room-fears" heading={youAndRoomCopy.fearsHeading} scores={beside.fears} />
      <section aria-labelledby="you-and-room-powers" className="mt-5">
        <h3 id="you-and-room-powers" className="font-display text-lg font-bold text-ink-950">
          {youAndRoomCopy.powersHeading}
        </h3>
        {beside.sharedPowers.length === 0 ? (
          <p className="mt-2 text-ink-700">{youAndRoomCopy.noneShared}</p>
        ) : (
          <ul className="mt-2 grid gap-2">
            {beside.sharedPowers.map((power) => (
              <li key={power.id} className="flex flex-wrap justify-between gap-x-3 text-sm">
                <span className="font-semibold text-ink-950">{power.name}</span>
                <span className="text-ink-700">
                  {fill(youAndRoomCopy.sharedPower, { count: power.count, total: beside.total })}
                </span>
              </li>
            ))}
          </ul>
        )}
        {beside.sharedPowers.length > 0 && beside.ownPowers > 0 && (
          <p className="mt-2 text-sm text-ink-600">
            {beside.ownPowers === 1 ? ownPowers.one : fill(ownPowers.other, { count: beside.ownPowers })}
          </p>
        )}
      </section>
    </section>
  )
}
