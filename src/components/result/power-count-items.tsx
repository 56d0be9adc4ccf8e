import type { PowerCount } from '../../domain/workshop-group'

interface PowerCountItemsProps {
  powers: readonly PowerCount[]
  /** The gap beside each count and the space under its rule, for the screen's size of type. */
  spacing: string
}

/** The items of a room screen's list of most chosen powers: each power, then how many chose it. */
export function PowerCountItems({ powers, spacing }: PowerCountItemsProps) {
  return powers.map((power) => (
    <li key={power.id} className={`flex justify-between border-b-2 border-ink-200 ${spacing}`}>
      <span className="font-semibold text-ink-950">{power.name}</span>
      <span className="font-bold text-iris-700 tabular-nums">{power.count}</span>
    </li>
  ))
}
