import { useId } from 'react'
import { groupExpertiseCopy } from '../../../content/facilitator/group'
import type { ExpertiseCount } from '../../../domain/workshop/workshop-group'
import { countText } from './count-text'

/** The areas of expertise in the room, most common first, each with how many named it. */
export function ExpertiseList({ areas }: { areas: readonly ExpertiseCount[] }) {
  const id = useId()
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="font-display text-lg font-bold text-ink-950">
        {groupExpertiseCopy.title}
      </h3>
      {areas.length === 0 ? (
        <p className="mt-2 text-ink-600">{groupExpertiseCopy.none}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2">
          {areas.map((area, index) => (
            <li
              // The list is drawn afresh from each summary, never reordered in place.
              key={index}
              className="rounded-pill bg-iris-50 px-3 py-1.5 text-sm ring-1 ring-iris-100"
            >
              <span className="font-semibold break-words text-ink-950">{area.text}</span>{' '}
              <span aria-hidden="true" className="text-ink-400">
                ·
              </span>{' '}
              <span className="text-ink-600">{countText(groupExpertiseCopy.count, area.count)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
