import { heroCardStack } from '../../content/brand'
import { LogoMark } from '../layout/logo'

/** A fanned stack of deck cards, the toolkit's look, drawn in CSS so it costs no image request. */
export function HeroCardStack() {
  const { back, middle, front } = heroCardStack
  return (
    <div aria-hidden="true" className="relative mx-auto h-[26rem] w-[20rem] select-none">
      <div className="absolute inset-0 translate-x-12 -translate-y-6 rotate-[10deg] rounded-[1.75rem] bg-iris-600 shadow-lift">
        <p className="absolute top-3 right-6 font-display text-7xl font-bold text-white/90">{back.glyph}</p>
      </div>
      <div className="absolute inset-0 -translate-x-12 translate-y-5 -rotate-[8deg] rounded-[1.75rem] bg-sun-500 shadow-lift">
        <p className="absolute top-10 left-4 font-display text-6xl font-bold text-ink-950/85">
          {middle.glyph}
        </p>
      </div>
      <div className="absolute inset-0 flex flex-col justify-between rounded-[1.75rem] bg-white p-8 shadow-lift ring-1 ring-ink-200">
        <LogoMark className="size-12" />
        <div>
          <p className="text-sm font-bold tracking-[0.14em] text-iris-700 uppercase">{front.label}</p>
          <p className="mt-2 font-display text-4xl leading-tight font-bold text-ink-950">{front.title}</p>
        </div>
        <p className="border-t border-ink-200 pt-4 text-sm font-medium text-ink-500">{front.footnote}</p>
      </div>
    </div>
  )
}
