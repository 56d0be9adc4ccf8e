import { lazy, Suspense, type ReactNode } from 'react'
import { ResultCard } from '../../components/result/result-card'
import { CtaLink } from '../../components/ui/cta-link'
import { receivedCardCopy, sharedResultCopy } from '../../content/results'
import { ReceivedCard, receivedWords } from './received-card'
import type { SharedResultOutcome } from './resolve-shared-result'

// The share dialog (and its toast library) loads with a card to share.
const ShareDialog = lazy(() => import('./share/share-dialog').then((m) => ({ default: m.ShareDialog })))

const discover = { label: sharedResultCopy.discover, to: '/mojo-me', variant: 'primary' } as const

/**
 * /result/{uuid}: the card, from this device or from the link itself, or why it cannot be shown. Someone
 * else's card says so and invites the visitor in; only the visitor's own offers to share it.
 */
export function SharedResultPage({ outcome }: { outcome: SharedResultOutcome }) {
  if (outcome.kind === 'card' && outcome.result.received) {
    const words = receivedWords(outcome.result)
    return (
      <CardPage eyebrow={receivedCardCopy.eyebrow} heading={words.heading} keptBoth={outcome.keptBoth}>
        <ReceivedCard result={outcome.result} />
      </CardPage>
    )
  }

  if (outcome.kind === 'card') {
    return (
      <CardPage
        eyebrow={sharedResultCopy.eyebrow}
        heading={sharedResultCopy.heading}
        intro={sharedResultCopy.intro}
        keptBoth={outcome.keptBoth}
        after={
          <div className="mt-10 flex justify-center">
            <CtaLink action={discover} />
          </div>
        }
      >
        <ResultCard
          result={outcome.result}
          action={
            <Suspense>
              <ShareDialog result={outcome.result} />
            </Suspense>
          }
        />
      </CardPage>
    )
  }

  const damaged = outcome.kind === 'damaged'
  return (
    <NoticeFrame>
      <h1 id="page-title" className="mt-3 text-headline font-bold text-ink-950">
        {damaged ? sharedResultCopy.damagedTitle : sharedResultCopy.missingTitle}
      </h1>
      <p className="mt-5 text-lead text-ink-600">
        {damaged ? sharedResultCopy.damagedText : sharedResultCopy.missingText}
      </p>
      <div className="mt-10">
        <CtaLink action={discover} />
      </div>
    </NoticeFrame>
  )
}

/** Shown while a slow device looks the card up. */
export function SharedResultPending() {
  return (
    <NoticeFrame>
      <p role="status" className="mt-3 text-lead text-ink-500">
        {sharedResultCopy.loading}
      </p>
    </NoticeFrame>
  )
}

function NoticeFrame({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="bg-white pt-[calc(var(--spacing-bar)+4rem)] pb-24">
      <div className="container-page max-w-2xl">
        <p className="text-xs font-bold tracking-[0.14em] text-iris-700 uppercase">
          {sharedResultCopy.eyebrow}
        </p>
        {children}
      </div>
    </section>
  )
}

interface CardPageProps {
  eyebrow: string
  heading: string
  /** Left out on a received card, whose invitation says what the page is for. */
  intro?: string
  /** The device already held another card under this id: both are kept, and the page says so. */
  keptBoth?: boolean
  /** What follows the card's panel, below it. */
  after?: ReactNode
  children: ReactNode
}

/** A card page's frame: its eyebrow, heading and intro, the note when two cards share an id, then the card. */
function CardPage({ eyebrow, heading, intro, keptBoth, after, children }: CardPageProps) {
  return (
    <section aria-labelledby="page-title" className="bg-ink-50 pt-[calc(var(--spacing-bar)+2.5rem)] pb-24">
      <div className="container-page max-w-2xl">
        <p className="text-xs font-bold tracking-[0.14em] text-iris-700 uppercase">{eyebrow}</p>
        <h1 id="page-title" className="mt-2 text-headline font-bold text-ink-950">
          {heading}
        </h1>
        {intro && <p className="mt-3 text-lead text-ink-600">{intro}</p>}
        {keptBoth && (
          <p role="status" className="mt-6 rounded-2xl bg-white px-5 py-4 text-ink-700 ring-1 ring-ink-200">
            {sharedResultCopy.keptBoth}
          </p>
        )}
        <div className="mt-8 grid gap-6">{children}</div>
        {after}
      </div>
    </section>
  )
}
