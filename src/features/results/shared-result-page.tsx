import { useEffect, useState } from 'react'
import { ResultCard } from '../../components/result/result-card'
import { CtaLink } from '../../components/ui/cta-link'
import { sharedResultCopy } from '../../content/results'
import { resolveSharedResult, type SharedResultOutcome } from './resolve-shared-result'

const discover = { label: sharedResultCopy.discover, to: '/mojo-me', variant: 'primary' } as const

/** /result/{uuid}: the shared card, rendered as text from this device or from the link itself. */
export function SharedResultPage({ uuid }: { uuid: string }) {
  const [outcome, setOutcome] = useState<SharedResultOutcome | null>(null)

  useEffect(() => {
    let cancelled = false
    // The fragment never reaches a server; it is read here, in the browser, after the first render.
    void resolveSharedResult(uuid, window.location.hash).then((resolved) => {
      if (!cancelled) setOutcome(resolved)
    })
    return () => {
      cancelled = true
    }
  }, [uuid])

  if (outcome?.kind === 'card') {
    return (
      <section aria-labelledby="page-title" className="bg-ink-50 pt-[calc(var(--spacing-bar)+2.5rem)] pb-24">
        <div className="container-page max-w-2xl">
          <p className="text-xs font-bold tracking-[0.14em] text-iris-700 uppercase">
            {sharedResultCopy.eyebrow}
          </p>
          <h1 id="page-title" className="mt-2 text-headline font-bold text-ink-950">
            {sharedResultCopy.heading}
          </h1>
          <p className="mt-3 text-lead text-ink-600">{sharedResultCopy.intro}</p>
          <div className="mt-8">
            <ResultCard result={outcome.result} />
          </div>
          <div className="mt-10 flex justify-center">
            <CtaLink action={discover} />
          </div>
        </div>
      </section>
    )
  }

  const problem = outcome?.kind === 'damaged' ? 'damaged' : 'missing'
  return (
    <section aria-labelledby="page-title" className="bg-white pt-[calc(var(--spacing-bar)+4rem)] pb-24">
      <div className="container-page max-w-2xl">
        <p className="text-xs font-bold tracking-[0.14em] text-iris-700 uppercase">
          {sharedResultCopy.eyebrow}
        </p>
        {outcome ? (
          <>
            <h1 id="page-title" className="mt-3 text-headline font-bold text-ink-950">
              {problem === 'damaged' ? sharedResultCopy.damagedTitle : sharedResultCopy.missingTitle}
            </h1>
            <p className="mt-5 text-lead text-ink-600">
              {problem === 'damaged' ? sharedResultCopy.damagedText : sharedResultCopy.missingText}
            </p>
            <div className="mt-10">
              <CtaLink action={discover} />
            </div>
          </>
        ) : (
          <p role="status" className="mt-3 text-lead text-ink-500">
            {sharedResultCopy.loading}
          </p>
        )}
      </div>
    </section>
  )
}
