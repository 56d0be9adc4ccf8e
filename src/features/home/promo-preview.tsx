import { LogoMark } from '../../components/layout/logo'
import { homePromo } from '../../content/home'

/** A sample cognitive fingerprint card drawn in CSS: decorative, so it costs no request and no words. */
export function HomePromoPreview() {
  const { preview } = homePromo
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-[24rem] select-none">
      <div className="absolute -inset-8 -z-0 rounded-full bg-iris-100 blur-3xl" />
      <div className="absolute inset-0 translate-x-2 translate-y-3 rotate-[4deg] sm:translate-x-5 sm:translate-y-4 sm:rotate-[5deg] rounded-[1.75rem] bg-sun-500" />
      <div className="relative rounded-[1.75rem] bg-white p-7 shadow-lift ring-1 ring-ink-200 sm:p-8">
        <div className="flex items-center justify-between">
          <p className="text-xs font-bold tracking-[0.14em] text-iris-700 uppercase">{preview.label}</p>
          <LogoMark className="size-8" />
        </div>
        <p className="mt-4 font-display text-3xl leading-tight font-bold text-balance text-ink-950">
          {preview.name}
        </p>
        <ul className="mt-6 flex flex-wrap gap-2">
          {preview.powers.map((power) => (
            <li
              key={power}
              className="rounded-pill bg-iris-50 px-3 py-1 text-sm font-semibold text-iris-700 ring-1 ring-iris-100"
            >
              {power}
            </li>
          ))}
        </ul>
        <div className="mt-7 space-y-4">
          {preview.drivers.map((driver) => (
            <div key={driver.label}>
              <div className="flex justify-between text-sm font-semibold text-ink-700">
                <span>{driver.label}</span>
                <span>{driver.value}</span>
              </div>
              <div className="mt-1.5 h-2 rounded-pill bg-ink-100">
                <div className="h-full rounded-pill bg-iris-500" style={{ width: `${driver.value}%` }} />
              </div>
            </div>
          ))}
        </div>
        <p className="mt-7 border-t border-ink-200 pt-4 text-sm font-medium text-ink-500">{preview.footer}</p>
      </div>
    </div>
  )
}
