import { useLayoutEffect, useRef } from 'react'
import type { WeightedWord } from '../../../domain/room/room-reveal'

interface WordCloudProps {
  title: string
  words: readonly WeightedWord[]
  /** The accessible name of one word with its count ("Pattern-Spotter: 4 people"). */
  describe: (word: WeightedWord) => string
  /** Whether each word shows its count beside it. */
  counted?: boolean
  tone: 'iris' | 'sun'
  /**
   * `all`: every word is shown, the cloud as tall as they need (the powers); `most`: the most common words
   * that fit the space left, whole, the rest left out (the expertise).
   */
  fit: 'all' | 'most'
}

/** Type sizes in hundredths of the screen's height, by how many words there are: the smallest still reads from 10 m. */
function sizesFor(words: number): { smallest: number; largest: number } {
  if (words <= 6) return { smallest: 2.8, largest: 5.6 }
  if (words <= 12) return { smallest: 2.8, largest: 4.6 }
  if (words <= 18) return { smallest: 2.7, largest: 3.6 }
  return { smallest: 2.55, largest: 2.9 }
}

const TONES = {
  iris: ['text-iris-300', 'text-white'],
  sun: ['text-sun-100', 'text-sun-400'],
} as const

/** Leaves out each word that would not show whole in the list, and shows again those that now fit. */
function useWholeWords(
  list: React.RefObject<HTMLUListElement | null>,
  active: boolean,
  words: readonly WeightedWord[],
) {
  useLayoutEffect(() => {
    const element = list.current
    if (!active || !element) return
    const items = [...element.children] as HTMLElement[]
    const box = element
    function trim() {
      for (const item of items) item.hidden = false
      const bottom = box.getBoundingClientRect().bottom
      for (const item of items) item.hidden = item.getBoundingClientRect().bottom > bottom + 1
    }
    trim()
    const observer = new ResizeObserver(trim)
    observer.observe(element)
    return () => observer.disconnect()
  }, [list, active, words])
}

/** Words sized by how often the room gave them, most common first; a list, read in that order. */
export function WordCloud({ title, words, describe, counted = false, tone, fit }: WordCloudProps) {
  const [quiet, loud] = TONES[tone]
  const { smallest, largest } = sizesFor(words.length)
  const list = useRef<HTMLUListElement>(null)
  useWholeWords(list, fit === 'most', words)
  return (
    <section className="grid min-h-0 grid-rows-[auto_minmax(0,1fr)] gap-[1.2cqh]" aria-label={title}>
      <h3 className="font-display text-[3.4cqh] leading-tight font-bold">{title}</h3>
      <ul
        ref={list}
        className="flex min-h-0 flex-wrap content-start items-baseline gap-x-[1.2cqw] gap-y-[0.3cqh] overflow-hidden"
      >
        {words.map((word) => (
          <li
            key={word.text}
            aria-label={describe(word)}
            className={`font-display leading-[1.1] font-bold ${word.weight > 0.6 ? loud : quiet}`}
            style={{ fontSize: `${smallest + (largest - smallest) * word.weight}cqh` }}
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
