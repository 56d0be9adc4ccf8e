import { Link } from '@tanstack/react-router'
import { Suspense, use, useState, type Ref } from 'react'
import { MailHandOffPanel } from '../../components/form/mail-hand-off'
import { buttonClasses } from '../../components/ui/button-styles'
import { CtaLink } from '../../components/ui/cta-link'
import { Icon } from '../../components/ui/icon'
import { deliveryOutcomeCopy, intakeResultCopy } from '../../content/intake'
import {
  intakeRecommendations,
  recommendedPackage,
  type IntakeRecommendation,
} from '../../content/intake-recommendations'
import { packagesCopy } from '../../content/workshops/packages'
import type { IntakeAnswers } from '../../domain/intake/intake-fields'
import type { Delivery } from '../../domain/forms/request-delivery'
import { fill } from '../../lib/format'
import { site } from '../../content/site'
import { discoveryCall } from '../../domain/intake/discovery-call'
import { assessmentMailto, callSummary, summaryLines } from './intake-summary'

/** How the request left the device, or that this device could not keep it. */
export type DeliveryState = Delivery | 'failed'
type StatusLine = 'pending' | 'failed' | 'sent' | 'queued' | 'mail-app' | 'mail-sent'

interface IntakeResultProps {
  headingRef: Ref<HTMLHeadingElement>
  answers: IntakeAnswers
  recommendation: IntakeRecommendation
  /** How the request left the device; the line says "Sending…" until it settles. */
  delivery: Promise<DeliveryState>
}

function deliveryText(line: StatusLine): string {
  if (line === 'pending') return intakeResultCopy.deliveryPending
  if (line === 'failed') return intakeResultCopy.deliveryFailed
  return deliveryOutcomeCopy[line]
}

/** The recommended package as /workshops sells it, what happened to the request, the answers and next steps. */
export function IntakeResult({ headingRef, answers, recommendation, delivery }: IntakeResultProps) {
  const chosen = recommendedPackage(recommendation)
  const facts = [
    [packagesCopy.duration, chosen.duration],
    [packagesCopy.participants, chosen.participants],
  ] as const
  return (
    <div>
      <p className="text-sm font-bold tracking-[0.14em] text-iris-700 uppercase">
        {intakeResultCopy.eyebrow}
      </p>
      <h2 ref={headingRef} tabIndex={-1} className="mt-2 text-headline font-bold text-ink-950 outline-none">
        {fill(intakeResultCopy.heading, { name: chosen.name })}
      </h2>
      <p className="mt-2 font-display text-4xl font-bold text-iris-700">
        <span className="sr-only">{packagesCopy.price}: </span>
        {chosen.price}
      </p>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:max-w-md">
        {facts.map(([term, value]) => (
          <div key={term} className="rounded-xl bg-ink-50 px-3 py-2">
            <dt className="text-ink-500">{term}</dt>
            <dd className="font-semibold text-ink-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-5 text-lead text-ink-700">{intakeRecommendations[recommendation].reason}</p>
      {/* One live region for the whole story, so "Sending…" and what followed are both announced. */}
      <div role="status" className="mt-6">
        <Suspense fallback={<DeliveryStatus line="pending" />}>
          <SettledDelivery delivery={delivery} />
        </Suspense>
      </div>
      <h3 className="mt-8 text-lg font-bold text-ink-950">{intakeResultCopy.includedHeading}</h3>
      <ul className="mt-3 grid gap-2">
        {chosen.features.map((item) => (
          <li key={item} className="flex items-start gap-3 text-ink-700">
            <Icon name="check" strokeWidth={3} className="mt-1 size-4 shrink-0 text-mint-600" />
            {item}
          </li>
        ))}
      </ul>
      <Link
        to="/workshops"
        hash={chosen.id}
        className="mt-5 inline-flex min-h-11 items-center gap-2 font-semibold text-iris-700 underline-offset-4 hover:underline"
      >
        {intakeResultCopy.seePackage}
        <Icon name="arrow-right" />
      </Link>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <DiscoveryCallLink answers={answers} recommendation={recommendation} />
        <a className={buttonClasses('secondary', 'lg')} href={assessmentMailto(answers, recommendation)}>
          <Icon name="download" />
          {intakeResultCopy.download}
        </a>
      </div>
      <p className="mt-3 text-sm text-ink-600">{intakeResultCopy.downloadNote}</p>
      <h3 className="mt-10 text-lg font-bold text-ink-950">{intakeResultCopy.summaryHeading}</h3>
      <dl className="mt-4 divide-y divide-ink-100 rounded-2xl bg-ink-50 px-5 ring-1 ring-ink-100">
        {summaryLines(answers).map((line) => (
          <div key={line.label} className="grid gap-1 py-3 sm:grid-cols-[14rem_1fr] sm:gap-4">
            <dt className="text-sm font-semibold text-ink-600">{line.label}</dt>
            <dd className="break-words whitespace-pre-line text-ink-900">{line.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}

/**
 * "Book Discovery Call": the booking page in a new tab, the visitor's e-mail address and a line about their
 * intake filled in; without one, the contact form filled in the same way.
 */
function DiscoveryCallLink({
  answers,
  recommendation,
}: {
  answers: IntakeAnswers
  recommendation: IntakeRecommendation
}) {
  const call = discoveryCall(site.bookingUrl, answers, callSummary(answers, recommendation))
  const label = intakeResultCopy.bookCall
  if (call.kind === 'booking') return <CtaLink action={{ label, href: call.href, variant: 'primary' }} />
  return (
    <Link className={buttonClasses('primary', 'lg')} to="/contact" search={call.search}>
      {label}
      <Icon name="arrow-right" />
    </Link>
  )
}

function SettledDelivery({ delivery }: { delivery: Promise<DeliveryState> }) {
  const settled = use(delivery)
  const [mailSent, setMailSent] = useState(false)
  if (settled === 'failed') return <DeliveryStatus line="failed" />
  if (settled.outcome !== 'mail-app') return <DeliveryStatus line={settled.outcome} />
  if (mailSent) return <DeliveryStatus line="mail-sent" />
  return (
    <>
      <DeliveryStatus line="mail-app" />
      <div className="mt-4">
        <MailHandOffPanel mail={settled.mail} onSent={() => setMailSent(true)} />
      </div>
    </>
  )
}

/** One status line: sending, how it left the device, or that it could not be kept. */
function DeliveryStatus({ line }: { line: StatusLine }) {
  const done = line === 'sent' || line === 'queued' || line === 'mail-sent'
  return (
    <p
      className={`flex items-start gap-3 rounded-2xl px-4 py-3 text-sm font-medium ${
        line === 'failed'
          ? 'bg-ember-100 text-ember-800'
          : done
            ? 'bg-mint-100 text-ink-900'
            : 'bg-ink-100 text-ink-700'
      }`}
    >
      {done && <Icon name="check" strokeWidth={3} className="mt-0.5 size-4 shrink-0 text-mint-600" />}
      {deliveryText(line)}
    </p>
  )
}
