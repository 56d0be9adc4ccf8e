import { Icon } from '../../components/ui/icon'
import { resourceLibraryCopy, type Resource } from '../../content/resources'
import { categoryStyle } from './category-style'
import { ResourceGlyph } from './resource-glyph'

/** One resource: its category, title, description and a new-tab link named after it. */
export function ResourceCard({ resource }: { resource: Resource }) {
  const tint = categoryStyle[resource.categoryId]
  return (
    <article className="render-near-viewport flex h-full flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-ink-200 transition duration-300 ease-out-soft hover:-translate-y-0.5 hover:shadow-lift md:p-7">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className={`grid size-10 place-items-center rounded-xl ring-1 ${tint}`}>
          <ResourceGlyph icon={resource.icon} />
        </span>
        <p className={`rounded-pill px-3 py-1 text-xs font-bold tracking-[0.08em] uppercase ring-1 ${tint}`}>
          {resource.category}
        </p>
      </div>
      <h3 className="mt-5 font-display text-xl leading-snug font-bold text-ink-950">{resource.title}</h3>
      <p className="mt-3 flex-1 text-[0.9375rem] leading-relaxed text-ink-600">{resource.description}</p>
      <a
        href={resource.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={resourceLibraryCopy.visitLabel(resource.title)}
        className="mt-6 inline-flex min-h-11 items-center gap-2 self-start rounded-pill font-semibold text-iris-700 underline-offset-4 hover:underline"
      >
        {resourceLibraryCopy.visit}
        <Icon name="external" />
      </a>
    </article>
  )
}
