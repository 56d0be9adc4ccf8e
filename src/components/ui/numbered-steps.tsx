interface NumberedStepsProps {
  steps: readonly { title: string; text: string }[]
  tone?: 'light' | 'dark'
}

/** What happens, in order: a numbered list of short steps, each a title and a sentence or two. */
export function NumberedSteps({ steps, tone = 'light' }: NumberedStepsProps) {
  const dark = tone === 'dark'
  return (
    <ol className="mt-6 grid gap-6">
      {steps.map((step, index) => (
        <li key={step.title} className="flex gap-4">
          <span
            aria-hidden="true"
            className={`grid size-8 shrink-0 place-items-center rounded-full font-display font-bold ${
              dark ? 'bg-sun-500 text-ink-950' : 'bg-iris-100 text-iris-700'
            }`}
          >
            {index + 1}
          </span>
          <div>
            <h3 className={`font-bold ${dark ? '' : 'text-ink-950'}`}>{step.title}</h3>
            <p className={`mt-1 text-sm ${dark ? 'text-ink-200' : 'text-ink-600'}`}>{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
