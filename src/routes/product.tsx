import { createFileRoute } from '@tanstack/react-router'
import { ClosingSection } from '../components/ui/closing-section'
import { PageHero } from '../components/ui/page-hero'
import { loadPageHead } from './-components/load-page-head'
import { toolkitClosing, toolkitHero } from '../content/toolkit'
import { BoxSection } from '../features/toolkit/box-section'
import { PersonaCarousel } from '../features/toolkit/persona-carousel'
import { ThinkingSystemsSection } from '../features/toolkit/thinking-systems-section'
import { ToolkitClaims } from '../features/toolkit/toolkit-claims'
import { ToolkitTestimonial } from '../features/toolkit/toolkit-testimonial'
import { TwoWorldsSection } from '../features/toolkit/two-worlds-section'

export const Route = createFileRoute('/product')({
  head: () => loadPageHead('product'),
  component: ToolkitPage,
})

/** The toolkit landing page, in its order of sections. */
function ToolkitPage() {
  return (
    <>
      <PageHero hero={toolkitHero} />
      <TwoWorldsSection />
      <ThinkingSystemsSection />
      <BoxSection />
      <PersonaCarousel />
      <ToolkitTestimonial />
      <ToolkitClaims />
      <ClosingSection titleId="toolkit-closing-title" {...toolkitClosing} />
    </>
  )
}
