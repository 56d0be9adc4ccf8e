import type { SelectedPower } from '../../domain/assessment/assessment-types'

const tones = {
  /** On the dark fingerprint card. */
  dark: 'bg-white/10 ring-white/20',
  /** On the light results dashboard. */
  light: 'bg-iris-50 text-iris-700 ring-iris-100',
} as const

/** The chosen super-powers as a list of pills. */
export function PowerPills({
  powers,
  tone,
  className = '',
}: {
  powers: readonly SelectedPower[]
  tone: keyof typeof tones
  className?: string
}) {
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {powers.map((power) => (
        <li key={power.id} className={`rounded-pill px-3 py-1 text-sm font-semibold ring-1 ${tones[tone]}`}>
          {power.name}
        </li>
      ))}
    </ul>
  )
}
