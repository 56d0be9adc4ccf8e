import { useEffect, useRef } from 'react'
import { homeLogoStrip } from '../../content/home'
import { clientLogoSize, clientLogos } from '../../content/home/logos'

interface HomeLogoListProps {
  /** The second pass of the loop: hidden from assistive technology and out of the tab order. */
  copy?: boolean
}

function logFailure(src: string) {
  console.warn(homeLogoStrip.loadFailed, src)
}

/** One pass of the client logos; below the fold, so the files load lazily. A failed logo is only logged. */
export function HomeLogoList({ copy = false }: HomeLogoListProps) {
  const list = useRef<HTMLUListElement>(null)

  // A logo that failed before the page hydrated fired its error event before anyone listened.
  useEffect(() => {
    if (copy) return
    for (const image of list.current?.querySelectorAll('img') ?? []) {
      if (image.complete && image.naturalWidth === 0) logFailure(image.getAttribute('src') ?? '')
    }
  }, [copy])

  return (
    <ul ref={list} aria-hidden={copy || undefined} inert={copy} className="logo-marquee-list">
      {clientLogos.map((logo) => (
        <li key={logo.src} className="shrink-0">
          <img
            src={logo.src}
            alt={logo.name}
            width={clientLogoSize.width}
            height={clientLogoSize.height}
            loading="lazy"
            decoding="async"
            onError={copy ? undefined : () => logFailure(logo.src)}
            className="h-9 w-auto opacity-85 transition-opacity hover:opacity-100 md:h-12"
          />
        </li>
      ))}
    </ul>
  )
}
