import { useId } from 'react'
import { NumberedSteps } from '../../../components/ui/numbered-steps'
import { workshopSteps } from '../../../content/facilitator/tablet'

/** The three steps of a workshop, beside the facilitator's form. */
export function WorkshopSteps() {
  const id = useId()
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-title font-bold text-ink-950">
        {workshopSteps.title}
      </h2>
      <NumberedSteps steps={workshopSteps.items} />
    </section>
  )
}
