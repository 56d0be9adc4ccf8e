import { useEffect, useId, useRef, useState } from 'react'
import { buttonClasses } from '../../../components/ui/button-styles'
import { networkCheckCopy } from '../../../content/facilitator/room'
import { fill } from '../../../lib/format'
import { CHECK_HOLD_MS, checkNetwork, type CheckProgress, type Verdict } from './check-network'

type State =
  { kind: 'idle' } | { kind: 'running'; progress: CheckProgress | null } | { kind: 'done'; verdict: Verdict }

/** On /workshop, before the event: tells the facilitator in plain words what this venue's network will do. */
export function NetworkCheck() {
  const id = useId()
  const [state, setState] = useState<State>({ kind: 'idle' })
  const stop = useRef<AbortController | null>(null)
  useEffect(() => () => stop.current?.abort(), [])

  async function run() {
    stop.current?.abort()
    const controller = new AbortController()
    stop.current = controller
    setState({ kind: 'running', progress: null })
    const verdict = await checkNetwork(
      (progress) => setState({ kind: 'running', progress }),
      controller.signal,
    )
    if (!controller.signal.aborted) setState({ kind: 'done', verdict })
  }

  const status =
    state.kind === 'running'
      ? state.progress?.open
        ? fill(networkCheckCopy.holding, {
            seconds: Math.max(0, Math.ceil((CHECK_HOLD_MS - state.progress.heldMs) / 1000)),
          })
        : state.progress
          ? networkCheckCopy.opening
          : networkCheckCopy.reaching
      : state.kind === 'done'
        ? networkCheckCopy.verdicts[state.verdict]
        : ''
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-[1.75rem] bg-white p-6 shadow-card ring-1 ring-ink-200 sm:p-10"
    >
      <h2 id={`${id}-title`} className="text-title font-bold text-ink-950">
        {networkCheckCopy.title}
      </h2>
      <p className="mt-2 text-ink-600">{networkCheckCopy.intro}</p>
      <p
        role="status"
        data-testid="network-check-status"
        className={`mt-4 rounded-2xl px-4 py-3 font-semibold text-ink-950 empty:hidden ${
          state.kind === 'done' && state.verdict === 'unreachable' ? 'bg-ember-100' : 'bg-sun-100'
        }`}
      >
        {status}
      </p>
      <button
        type="button"
        aria-disabled={state.kind === 'running' || undefined}
        onClick={() => state.kind !== 'running' && void run()}
        className={`${buttonClasses('secondary')} mt-6`}
      >
        {state.kind === 'idle'
          ? networkCheckCopy.start
          : state.kind === 'running'
            ? networkCheckCopy.running
            : networkCheckCopy.again}
      </button>
    </section>
  )
}
