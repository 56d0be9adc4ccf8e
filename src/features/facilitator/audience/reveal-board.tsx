import { FEAR_KEYS, MOTIVATION_KEYS } from '../../../content/assessment/scores'
import { audienceCopy } from '../../../content/facilitator/room-screen'
import type { RoomReveal } from '../../../domain/room/room-reveal'
import { fill } from '../../../lib/format'
import { countWords } from './count-words'
import { ScoreBars } from './score-bars'
import { WordCloud } from './word-cloud'

function Headline({ text, torn, tone }: { text: string; torn: string | null; tone: 'iris' | 'sun' }) {
  const colours = tone === 'iris' ? 'border-iris-400 bg-iris-700/30' : 'border-sun-400 bg-sun-500/15'
  return (
    <div className={`rounded-[2cqh] border-l-[0.8cqh] px-[1.6cqw] py-[1.5cqh] ${colours}`}>
      <p className="font-display text-[3.8cqh] leading-[1.15] font-bold text-pretty">{text}</p>
      {torn && <p className="mt-[0.8cqh] text-[2.8cqh] text-ink-200">{torn}</p>}
    </div>
  )
}

/** More powers than this, in two columns' worth of words, take a wider share of the screen. */
const MANY_POWERS = 12

/**
 * The group as a room reads it from the back: two sentences, the averages as bars with their values, where
 * the room agrees and differs, and clouds of its powers and expertise. Nothing names or singles out a person.
 */
export function RevealBoard({ reveal }: { reveal: RoomReveal }) {
  return (
    <div
      className={`grid min-h-0 ${reveal.powers.length > MANY_POWERS ? 'grid-cols-[minmax(0,5fr)_minmax(0,3fr)]' : 'grid-cols-[minmax(0,2fr)_minmax(0,1fr)]'} gap-x-[3cqw]`}
      data-testid="room-reveal"
    >
      <div className="grid min-h-0 grid-rows-[auto_minmax(0,1fr)_auto] gap-[2.5cqh]">
        <div className="grid grid-cols-2 gap-[1.6cqw]" data-testid="room-sentences">
          <Headline text={reveal.motivation} torn={reveal.motivationTorn} tone="iris" />
          <Headline text={reveal.fear} torn={reveal.fearTorn} tone="sun" />
        </div>
        <div className="grid min-h-0 grid-cols-2 gap-[3cqw]">
          <ScoreBars
            title={audienceCopy.drivers}
            keys={MOTIVATION_KEYS}
            averages={reveal.averages}
            tone="drivers"
          />
          <ScoreBars title={audienceCopy.fears} keys={FEAR_KEYS} averages={reveal.averages} tone="fears" />
        </div>
        <ul className="grid gap-[0.8cqh] text-[2.9cqh] leading-snug text-ink-100">
          <li>{reveal.agree}</li>
          <li>{reveal.differ}</li>
        </ul>
      </div>
      <div className="grid min-h-0 grid-rows-[auto_minmax(0,1fr)] gap-[2.5cqh]">
        <WordCloud
          title={audienceCopy.powers}
          words={reveal.powers}
          tone="iris"
          fit="all"
          counted
          describe={(word) => countWords(audienceCopy.powerCount, word.count, { name: word.text })}
        />
        {reveal.expertise.length > 0 && (
          <WordCloud
            title={audienceCopy.expertise}
            words={reveal.expertise}
            tone="sun"
            fit="most"
            describe={(word) => fill(audienceCopy.expertiseWord, { word: word.text, count: word.count })}
          />
        )}
      </div>
    </div>
  )
}
