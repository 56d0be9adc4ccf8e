import type { WeightedWord } from '../../domain/room-reveal'

interface WordCloudProps {
  title: string
  words: readonly WeightedWord[]
  /** The accessible name of one word with its count ("Pattern-Spotter: 4 people"). */
  describe: (word: WeightedWord) => string
  /** Whether each word shows its count beside it. */
  counted?: boolean
  tone: 'iris' | 'sun'
}

/** Smallest type, in hundredths of the screen's height: it still reads from 10 m. */
const SMALLEST = 2.8

/** The largest type: smaller as the cloud grows, so that every word still fits. */
function largestFor(words: number): number {
  if (words <= 6) return 5.6
  if (words <= 12) return 4.6
  return 3.8
}

const TONES = {
  iris: ['text-iris-300', 'text-white'],
  sun: ['text-sun-100', 'text-sun-400'],
} as const

/** Words sized by how often the room gave them, most common first; a list, read in that order. */
export function WordCloud({ title, words, describe, counted = false, tone }: WordCloudProps) {
  const [quiet, loud] = TONES[tone]
  const largest = largestFor(words.length)
  return (
    <section className="grid min-h-0 content-start gap-[1.2cqh]" aria-label={title}>
      <h3 className="font-display text-[3.4cqh] leading-tight font-bold">{title}</h3>
      <ul className="flex min-h-0 flex-wrap items-baseline gap-x-[1.4cqw] gap-y-[0.4cqh] overflow-hidden">
        {words.map((word) => (
          <li
            key={word.text}
            aria-label={describe(word)}
            className={`font-display leading-[1.1] font-bold ${word.weight > 0.6 ? loud : quiet}`}
            style={{ fontSize: `${SMALLEST + (largest - SMALLEST) * word.weight}cqh` }}
          >
            {word.text}
            {counted && (
              <span className="ml-[0.4cqw] align-super text-[2.6cqh] font-semibold text-ink-300">
                {word.count}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}
