import { useId } from 'react'
import { workshopSteps } from '../../content/workshop'

/** The three steps of a workshop, beside the facilitator's form. */
export function WorkshopSteps() {
  const id = useId()
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-title font-bold text-ink-950">
        {workshopSteps.title}
      </h2>
      <ol className="mt-6 grid gap-6">
        {workshopSteps.items.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="grid size-10 shrink-0 place-items-center rounded-full bg-iris-100 font-bold text-iris-700"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-ink-950">{step.title}</h3>
              <p className="mt-1 text-ink-600">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  )
}
