import { useNavigate } from '@tanstack/react-router'
import { useId } from 'react'
import { buttonClasses } from '../../components/ui/button-styles'
import { joinResumeCopy } from '../../content/join/joining'
import { fill } from '../../lib/format'
import type { UnfinishedForRoom } from './unfinished-for-room'

/**
 * On a join link opened again by a phone that joined this room and left MojoMe half-way: offers to resume it
 * there and then, on the step it was on.
 */
export function JoinResumeOffer({ unfinished }: { unfinished: UnfinishedForRoom }) {
  const id = useId()
  const navigate = useNavigate()
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mt-6 rounded-[1.75rem] bg-sun-100 p-6 ring-1 ring-ink-200"
      data-testid="join-resume"
    >
      <h2 id={`${id}-title`} className="font-display text-xl font-bold text-ink-950">
        {joinResumeCopy.title}
      </h2>
      <p className="mt-2 text-ink-700">{fill(joinResumeCopy.intro, { name: unfinished.room })}</p>
      <button
        type="button"
        className={`${buttonClasses('primary', 'lg')} mt-5 w-full`}
        onClick={() => void navigate({ to: '/mojo-me', search: { step: unfinished.step } })}
      >
        {joinResumeCopy.resume}
      </button>
    </section>
  )
}
