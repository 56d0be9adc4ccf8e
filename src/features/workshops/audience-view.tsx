import { Link } from '@tanstack/react-router'
import type { Ref } from 'react'
import { Icon } from '../../components/ui/icon'
import { wizardCopy } from '../../content/workshops'

/**
 * The wizard's first question: for the visitor alone, or for a team. Each answer is a link to the wizard's
 * next address, so it works at once, before the app is running (the page then opens on that view).
 */
export function AudienceView({ headingRef }: { headingRef: Ref<HTMLHeadingElement> }) {
  return (
    <div>
      <h3 ref={headingRef} tabIndex={-1} className="text-title font-bold text-ink-950 outline-none">
        {wizardCopy.audienceHeading}
      </h3>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {(['me', 'team'] as const).map((audience) => (
          <Link
            key={audience}
            to="/workshops"
            search={{ for: audience }}
            resetScroll={false}
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
          </Link>
        ))}
      </div>
    </div>
  )
}
