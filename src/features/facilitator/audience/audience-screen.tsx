import { useMemo, type ReactNode } from 'react'
import { audienceCopy } from '../../../content/facilitator/room-screen'
import type { AssessmentResult } from '../../../domain/assessment/assessment-types'
import { MIN_REVEAL_CARDS, revealRoom } from '../../../domain/room/room-reveal'
import { fill } from '../../../lib/format'
import { countWords } from './count-words'
import { JoinPanel, type JoinDetails } from './join-panel'
import { RevealBoard } from './reveal-board'

export type AudienceState = 'open' | 'locked' | 'ended'

export interface AudienceScreenProps {
  name: string
  /** A live room's state; a tablet's group has none (nobody joins it). */
  state?: AudienceState
  /** How to join, shown only while the room is open. */
  join?: JoinDetails
  joined?: number
  results: readonly AssessmentResult[]
  revealed: boolean
  /** The page's own heading level: 1 in the audience window, 2 inside another page. */
  headingLevel?: 1 | 2
}

function Message({ title, text }: { title: string; text?: string }) {
  return (
    <div className="grid content-center justify-items-center gap-[2cqh] text-center">
      <p className="font-display text-[7cqh] leading-tight font-bold">{title}</p>
      {text && <p className="max-w-[70cqw] text-[3.6cqh] text-ink-200">{text}</p>}
    </div>
  )
}

/**
 * The room screen for a projector: a dark, full-bleed view sized by its own box (container units), so it
 * reads the same in a window, full screen, the presenter's preview or a tablet's dialog. No control, link or
 * key is ever on it; a join QR code and code only while the room is open, and the group only once revealed
 * with at least MIN_REVEAL_CARDS cards.
 */
export function AudienceScreen({
  name,
  state,
  join,
  joined,
  results,
  revealed,
  headingLevel = 1,
}: AudienceScreenProps) {
  const reveal = useMemo(() => (revealed ? revealRoom(results) : null), [revealed, results])
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const showJoin = join && state === 'open'
  const lobby = !revealed && state !== 'ended'
  const endedOnly = state === 'ended' && !revealed
  // The header's badges say what the body does not already say in large type.
  const badges = !lobby && !endedOnly

  let body: ReactNode
  if (state === 'ended' && !revealed)
    body = <Message title={audienceCopy.ended} text={audienceCopy.endedText} />
  else if (lobby)
    body = (
      <div className="grid min-h-0 grid-cols-[auto_minmax(0,1fr)] items-center gap-[5cqw]">
        {showJoin ? (
          <JoinPanel join={join} />
        ) : (
          <div className="grid size-[46cqh] content-center justify-items-center rounded-[2.5cqh] bg-white/10 text-center">
            <p className="font-display text-[6cqh] font-bold" data-testid="room-locked">
              {audienceCopy.locked}
            </p>
            <p className="text-[3.2cqh] text-ink-200">{audienceCopy.lockedText}</p>
          </div>
        )}
        <div className="grid content-center gap-[3cqh]" aria-live="polite">
          {joined !== undefined && (
            <p className="font-display text-[9cqh] leading-none font-bold text-iris-300 tabular-nums">
              {countWords(audienceCopy.lobby.joined, joined)}
            </p>
          )}
          <p className="font-display text-[6cqh] leading-none font-bold tabular-nums">
            {countWords(audienceCopy.lobby.finished, results.length)}
          </p>
          <p className="text-[3.4cqh] text-ink-200">
            <strong className="text-white">{audienceCopy.hiddenTitle}.</strong> {audienceCopy.hiddenText}
          </p>
        </div>
      </div>
    )
  else if (reveal) body = <RevealBoard reveal={reveal} />
  else
    body = (
      <Message
        title={
          results.length === 0
            ? audienceCopy.emptyTitle
            : countWords(audienceCopy.tooFewCount, results.length)
        }
        text={fill(audienceCopy.tooFew, { min: MIN_REVEAL_CARDS })}
      />
    )

  return (
    <div
      className="h-full w-full overflow-hidden bg-ink-950 text-white [container-type:size]"
      data-testid="audience-screen"
    >
      <div className="grid h-full grid-rows-[auto_minmax(0,1fr)] gap-[3cqh] px-[3.5cqw] py-[4cqh]">
        <header className="flex items-center justify-between gap-[2cqw]">
          <Heading className="min-w-0 truncate font-display text-[6cqh] leading-tight font-bold">
            {name}
          </Heading>
          <div className="flex shrink-0 items-center gap-[1.6cqw]">
            {badges && (
              <p className="rounded-full bg-white/10 px-[1.4cqw] py-[0.8cqh] text-[3cqh] font-semibold tabular-nums">
                {countWords(audienceCopy.cards, results.length)}
              </p>
            )}
            {badges && state === 'locked' && (
              <p className="rounded-full bg-sun-400 px-[1.4cqw] py-[0.8cqh] text-[3cqh] font-bold text-ink-950">
                {audienceCopy.locked}
              </p>
            )}
            {badges && state === 'ended' && (
              <p className="rounded-full bg-white/10 px-[1.4cqw] py-[0.8cqh] text-[3cqh] font-semibold">
                {audienceCopy.ended}
              </p>
            )}
            {badges && showJoin && <JoinPanel join={join} compact />}
          </div>
        </header>
        {body}
      </div>
    </div>
  )
}
