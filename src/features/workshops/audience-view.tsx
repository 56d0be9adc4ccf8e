import type { Ref } from 'react'
import { Icon } from '../../components/ui/icon'
import { wizardCopy } from '../../content/workshops'

interface AudienceViewProps {
  headingRef: Ref<HTMLHeadingElement>
  onChoose: (audience: 'me' | 'team') => void
}

/** The wizard's first question: for the visitor alone, or for a team. */
export function AudienceView({ headingRef, onChoose }: AudienceViewProps) {
  return (
    <div>
      <h3 ref={headingRef} tabIndex={-1} className="text-title font-bold text-ink-950 outline-none">
        {wizardCopy.audienceHeading}
      </h3>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {(['me', 'team'] as const).map((audience) => (
          <button
            key={audience}
            type="button"
            onClick={() => onChoose(audience)}
            className="group flex items-center justify-between gap-4 rounded-2xl bg-white p-6 text-left ring-1 ring-ink-200 transition duration-200 ring-inset hover:-translate-y-0.5 hover:shadow-card hover:ring-iris-600"
          >
            <span>
              <span className="block text-lg font-bold text-ink-950">
                {wizardCopy.audience[audience].label}
              </span>
              <span className="mt-1 block text-ink-600">{wizardCopy.audience[audience].description}</span>
            </span>
            <span
              aria-hidden="true"
              className="grid size-10 shrink-0 place-items-center rounded-full bg-iris-50 text-iris-700 transition group-hover:bg-iris-600 group-hover:text-white"
            >
              <Icon name="arrow-right" />
            </span>
          </button>
        ))}
      </div>
    </div>
  )
}
