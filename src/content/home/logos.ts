/**
 * The organisations on the home page's logo strip. All fictional placeholders: replace a logo by dropping
 * its file in public/logos/ and editing its line here. The wordmarks are drawn by
 * scripts/make-home-logos.mjs from this list.
 */
export interface ClientLogo {
  name: string
  src: string
}

/** Every logo file shares one box, so the strip is evenly spaced and nothing shifts as they load. */
export const clientLogoSize = { width: 200, height: 56 } as const

export const clientLogos: readonly ClientLogo[] = [
  { name: 'Aldervane', src: '/logos/aldervane.svg' },
  { name: 'Brightfold Labs', src: '/logos/brightfold-labs.svg' },
  { name: 'Cinderpeak Partners', src: '/logos/cinderpeak-partners.svg' },
  { name: 'Driftmoor', src: '/logos/driftmoor.svg' },
  { name: 'Emberline Health', src: '/logos/emberline-health.svg' },
  { name: 'Fernhollow Bank', src: '/logos/fernhollow-bank.svg' },
  { name: 'Glasswing', src: '/logos/glasswing.svg' },
  { name: 'Halcyra', src: '/logos/halcyra.svg' },
  { name: 'Ironbloom Systems', src: '/logos/ironbloom-systems.svg' },
  { name: 'Juniper Vale University', src: '/logos/juniper-vale-university.svg' },
  { name: 'Kelvara', src: '/logos/kelvara.svg' },
  { name: 'Lumenhart', src: '/logos/lumenhart.svg' },
  { name: 'Marrowgate Capital', src: '/logos/marrowgate-capital.svg' },
  { name: 'Northquill', src: '/logos/northquill.svg' },
  { name: 'Orrindale Group', src: '/logos/orrindale-group.svg' },
  { name: 'Pellucid Works', src: '/logos/pellucid-works.svg' },
  { name: 'Quorvane', src: '/logos/quorvane.svg' },
  { name: 'Rookmere Institute', src: '/logos/rookmere-institute.svg' },
  { name: 'Saltmarrow', src: '/logos/saltmarrow.svg' },
  { name: 'Tessaly Logistics', src: '/logos/tessaly-logistics.svg' },
  { name: 'Umbercrest', src: '/logos/umbercrest.svg' },
  { name: 'Veridune', src: '/logos/veridune.svg' },
  { name: 'Wrenfield Council', src: '/logos/wrenfield-council.svg' },
  { name: 'Xanthe Studio', src: '/logos/xanthe-studio.svg' },
  { name: 'Yarrowby', src: '/logos/yarrowby.svg' },
  { name: 'Zephyrine Air', src: '/logos/zephyrine-air.svg' },
  { name: 'Amberlight', src: '/logos/amberlight.svg' },
  { name: 'Bluewick', src: '/logos/bluewick.svg' },
  { name: 'Corvane Energy', src: '/logos/corvane-energy.svg' },
  { name: 'Dunmore Ferris', src: '/logos/dunmore-ferris.svg' },
  { name: 'Everpine Foundation', src: '/logos/everpine-foundation.svg' },
]
