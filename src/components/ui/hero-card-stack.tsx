import { heroCardStack } from '../../content/brand'
import { LogoMark } from '../layout/logo'

/** A fanned stack of deck cards: the toolkit's look, drawn in CSS so it costs no image request. */
export function HeroCardStack() {
  const { back, middle, front } = heroCardStack
  return (
    <div aria-hidden="true" className="relative mx-auto h-[26rem] w-[20rem] select-none">
      <div className="absolute inset-0 translate-x-10 -translate-y-4 rotate-[9deg] rounded-[1.75rem] bg-iris-600 p-7 text-white shadow-lift">
        <p className="text-xs font-bold tracking-[0.14em] text-iris-100 uppercase">{back.label}</p>
        <p className="mt-2 font-display text-2xl font-bold">{back.title}</p>
        <p className="absolute right-7 bottom-5 font-display text-8xl font-bold text-white/15">?</p>
      </div>
      <div className="absolute inset-0 -translate-x-8 translate-y-3 -rotate-[7deg] rounded-[1.75rem] bg-sun-500 p-7 text-ink-950 shadow-lift">
        <p className="text-xs font-bold tracking-[0.14em] text-ink-800 uppercase">{middle.label}</p>
        <p className="mt-2 font-display text-2xl font-bold">{middle.title}</p>
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
