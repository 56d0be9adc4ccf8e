import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { showToast } from '../../components/layout/show-toast'
import { buttonClasses } from '../../components/ui/button-styles'
import { Icon } from '../../components/ui/icon'
import { nextStepsCopy, resultsListCopy } from '../../content/results'
import { wizardCopy } from '../../content/workshops'
import { DeleteDataButton } from './delete-data-button'

function Step({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <li className="grid content-start justify-items-start gap-2 rounded-[1.5rem] bg-white p-5 shadow-card ring-1 ring-ink-200 sm:p-6">
      <h3 className="font-display text-lg font-bold text-ink-950">{title}</h3>
      <p className="text-ink-600">{text}</p>
      <div className="mt-2">{children}</div>
    </li>
  )
}

interface ResultNextStepsProps {
  /** Opens the card's share dialog. */
  onCompare: () => void
  onDeleted: () => void
}

/**
 * The result's next steps, before the footer: compare with a colleague (the share dialog, `onCompare`), bring
 * it to a team (the workshop finder, at its team question), the toolkit, and "Delete my data on this device",
 * after which the results screen goes back to the title (`onDeleted`) and a notice says what went.
 */
export function ResultNextSteps({ onCompare, onDeleted }: ResultNextStepsProps) {
  const link = `${buttonClasses('secondary')} gap-2`
  return (
    <section aria-labelledby="next-steps-title" className="mt-12">
      <h2 id="next-steps-title" className="text-title font-bold text-ink-950">
        {nextStepsCopy.heading}
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Step title={nextStepsCopy.compareTitle} text={nextStepsCopy.compareText}>
          <button type="button" className={buttonClasses('primary')} onClick={onCompare}>
            {nextStepsCopy.compareAction}
          </button>
        </Step>
        <Step title={nextStepsCopy.teamTitle} text={nextStepsCopy.teamText}>
          <Link to="/workshops" search={{ for: 'team' }} hash={wizardCopy.sectionId} className={link}>
            {nextStepsCopy.teamAction}
            <Icon name="arrow-right" />
          </Link>
        </Step>
        <Step title={nextStepsCopy.toolkitTitle} text={nextStepsCopy.toolkitText}>
          <Link to="/product" className={link}>
            {nextStepsCopy.toolkitAction}
            <Icon name="arrow-right" />
          </Link>
        </Step>
        <Step title={nextStepsCopy.dataTitle} text={nextStepsCopy.dataText}>
          <DeleteDataButton
            onDeleted={(message) => {
              showToast((toast) => toast.success(resultsListCopy.deletedTitle, { description: message }))
              onDeleted()
            }}
          />
        </Step>
      </ul>
    </section>
  )
}
