import { createFileRoute } from '@tanstack/react-router'
import { ClosingSection } from '../components/ui/closing-section'
import { PageHero } from '../components/ui/page-hero'
import { loadPageHead } from '../glue/load-page-head'
import { toolkitClosing, toolkitHero } from '../content/product'
import { BoxSection } from '../features/product/box-section'
import { PersonaCarousel } from '../features/product/persona-carousel'
import { ThinkingSystemsSection } from '../features/product/thinking-systems-section'
import { ToolkitClaims } from '../features/product/toolkit-claims'
import { ToolkitTestimonial } from '../features/product/toolkit-testimonial'
import { TwoWorldsSection } from '../features/product/two-worlds-section'

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
