import { Icon } from './icon'

const TICK_SIZES = {
  lg: { circle: 'size-6', icon: 'size-3.5' },
  md: { circle: 'size-5', icon: 'size-3' },
} as const

interface TickListProps {
  items: readonly string[]
  /** Names the list for screen readers where no heading does. */
  label?: string
  /** The ticks' size: `lg` beside a page's opening, `md` inside a card. */
  size: keyof typeof TICK_SIZES
  className: string
}

/** A list of promises or inclusions, each line after a green tick. */
export function TickList({ items, label, size, className }: TickListProps) {
  const tick = TICK_SIZES[size]
  return (
    <ul aria-label={label} className={className}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-3 text-ink-700">
          <span
            aria-hidden="true"
            className={`mt-0.5 grid ${tick.circle} shrink-0 place-items-center rounded-full bg-mint-100 text-mint-600`}
          >
            <Icon name="check" className={tick.icon} strokeWidth={3} />
          </span>
          {item}
        </li>
      ))}
    </ul>
  )
}
