import { useNavigate } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import { buttonClasses } from '../../components/ui/button-styles'
import { joinResumeCopy } from '../../content/rooms'
import { joinedRoom, loadAssessment } from '../../db/device-data'
import type { AssessmentStep } from '../../domain/assessment-types'
import { isUnfinished } from '../../domain/session'
import { fill } from '../../lib/format'

/**
 * On a join link opened again by a phone that joined this room and left MojoMe half-way: offers to resume
 * it there and then, on the step it was on. Storage is read only on a phone that joined this very room.
 */
export function JoinResumeOffer({ code }: { code: string }) {
  const id = useId()
  const navigate = useNavigate()
  const [unfinished, setUnfinished] = useState<{ step: AssessmentStep; room: string } | null>(null)

  useEffect(() => {
    const known = joinedRoom()
    if (known?.code !== code) return
    let current = true
    void loadAssessment().then((saved) => {
      if (current && saved.ok && saved.value && isUnfinished(saved.value))
        setUnfinished({ step: saved.value.session.currentStep, room: known.name })
    })
    return () => {
      current = false
    }
  }, [code])

  if (!unfinished) return null
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="mb-6 rounded-[1.75rem] bg-sun-100 p-6 ring-1 ring-ink-200"
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
