import { packagesCopy, workshopPackages } from '../../content/workshops/packages'
import { PackageCard } from './package-card'
import { SectionHeading } from './section-heading'

/** The three standard packages. */
export function PackagesSection() {
  return (
    <section aria-labelledby="packages-heading" className="bg-white py-20 md:py-28">
      <div className="container-page">
        <SectionHeading id="packages-heading" copy={packagesCopy} />
        <div className="mt-14 grid items-stretch gap-8 lg:grid-cols-3 lg:gap-6">
          {workshopPackages.map((pack, index) => (
            <PackageCard key={pack.name} pack={pack} headingId={`package-${index}`} />
          ))}
        </div>
      </div>
    </section>
  )
}
