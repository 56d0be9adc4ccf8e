import { roomScreenCopy } from '../../../content/facilitator/room'
import type { RoomCounts as Counts } from '../../../domain/room/room-protocol'
import { fill } from '../../../lib/format'

/**
 * How far the room has got, in numbers read from the back: joined (of the room's capacity), mid-way (started,
 * not finished), finished (cards that opened here). Cards that did not open or decode are counted apart and
 * never shown. The presenter is told when the room is full.
 */
export function RoomCounts({
  counts,
  capacity,
  finished,
  unreadable,
}: {
  counts: Counts
  /** How many people the room takes. */
  capacity: number
  finished: number
  unreadable: number
}) {
  const refused = counts.refused + unreadable
  const items = [
    { key: 'joined', label: fill(roomScreenCopy.counts.joinedOf, { capacity }), value: counts.joined },
    {
      key: 'midway',
      label: roomScreenCopy.counts.midway,
      value: counts.midway,
    },
    { key: 'finished', label: roomScreenCopy.counts.finished, value: finished },
  ]
  return (
    <div className="flex flex-wrap items-end gap-x-[3vw] gap-y-2">
      <dl className="flex gap-[3vw]" aria-live="polite">
        {items.map((item) => (
          <div key={item.key} className="flex flex-col-reverse" data-testid={`room-count-${item.key}`}>
            <dt className="text-[1.4vw] font-semibold text-ink-700">{item.label}</dt>
            <dd className="font-display text-[4vw] leading-none font-bold text-iris-700 tabular-nums">
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
      {counts.joined >= capacity && (
        <p className="text-[1.2vw] font-semibold text-ember-800" data-testid="room-at-capacity">
          {roomScreenCopy.capacityFull}
        </p>
      )}
      {counts.removed > 0 && (
        <p className="text-[1.2vw] text-ink-600" data-testid="room-removed">
          {counts.removed === 1
            ? roomScreenCopy.removedCount.one
            : fill(roomScreenCopy.removedCount.other, { count: counts.removed })}
        </p>
      )}
      {refused > 0 && (
        <p className="text-[1.2vw] text-ink-600" data-testid="room-refused">
          {refused === 1
            ? roomScreenCopy.refused.one
            : fill(roomScreenCopy.refused.other, { count: refused })}
        </p>
      )}
    </div>
  )
}
