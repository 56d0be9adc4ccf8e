import { aboutValues } from '../../content/about'

const accents = ['bg-iris-100 text-iris-700', 'bg-sun-100 text-ember-700', 'bg-mint-100 text-mint-600']

/** The three values, numbered. */
export function AboutValues() {
  return (
    <section aria-labelledby="about-values-title" className="bg-white py-20 md:py-28">
      <div className="container-page">
        <div className="max-w-2xl">
          <h2 id="about-values-title" className="text-headline font-bold text-ink-950">
            {aboutValues.title}
          </h2>
          <p className="mt-4 text-lead text-ink-600">{aboutValues.intro}</p>
        </div>
        <ol className="mt-12 grid gap-5 md:mt-14 md:gap-6 xl:grid-cols-3">
          {aboutValues.items.map((value, index) => (
            <li
              key={value.title}
              className="rounded-card bg-ink-50 p-7 ring-1 ring-ink-200/70 md:flex md:gap-6 md:p-8 xl:block"
            >
              <span
                aria-hidden="true"
                className={`grid size-12 shrink-0 place-items-center rounded-2xl font-display text-xl font-bold ${accents[index % accents.length]}`}
              >
                {index + 1}
              </span>
              <div>
                <h3 className="mt-6 text-title font-bold text-ink-950 md:mt-1 xl:mt-6">{value.title}</h3>
                <p className="mt-3 leading-relaxed text-ink-600">{value.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}
