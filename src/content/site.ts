/** Facts about the consultancy, kept in one typed place so a rebrand is an edit here, not a hunt. */
export interface SiteConfig {
  name: string
  shortName: string
  tagline: string
  motto: string
  description: string
  /** Absolute origin used for canonical URLs, Open Graph and the sitemap; set VITE_SITE_URL at build time. */
  url: string
  locale: string
  email: { hello: string; privacy: string; workshops: string }
  /**
   * Who is told of each new lead sent through the site's forms endpoint, and the address the notice comes
   * from: one on the site's own domain, set up in Cloudflare's Email Service (docs/deploy.md, "Lead
   * notifications").
   */
  leadNotices: { to: string; from: string }
  /** How long leads and the owner's notes on them are kept: older ones are deleted every day. */
  leadRetentionMonths: number
  /** Where "Buy Your Deck" leads: the shop's page for the deck. */
  purchaseUrl: string
  /**
   * The booking page behind "Book Discovery Call" (a Cal.com or Calendly event, or any other page); null
   * sends the visitor to /contact with their intake written into the message.
   */
  bookingUrl: string | null
  /** The full lecture's YouTube id; until it is set, the home page says the lecture is coming soon. */
  lectureVideoId: string | null
  social: { linkedin: string; x: string }
  asSeenAt: readonly string[]
  copyrightYear: number
  themeColor: string
  backgroundColor: string
}

const DEFAULT_SITE_URL = 'https://thinkfirst.example'

function siteUrl(): string {
  const fromEnv = import.meta.env?.VITE_SITE_URL as string | undefined
  return (fromEnv || DEFAULT_SITE_URL).replace(/\/+$/, '')
}

export const site: SiteConfig = {
  name: 'Think First',
  shortName: 'Think First',
  tagline: 'Think with AI, not just prompt it.',
  motto: 'Think first, Prompt later.',
  description:
    'Think First trains professionals and organisations to think with AI rather than only prompt it: a card-game toolkit, workshops, resources and MojoMe, a free thinking-style self-assessment.',
  url: siteUrl(),
  locale: 'en',
  email: {
    hello: 'hello@thinkfirst.example',
    privacy: 'privacy@thinkfirst.example',
    workshops: 'workshops@thinkfirst.example',
  },
  leadNotices: { to: 'hello@thinkfirst.example', from: 'leads@thinkfirst.example' },
  leadRetentionMonths: 24,
  purchaseUrl: 'https://shop.thinkfirst.example/deck',
  bookingUrl: null,
  lectureVideoId: null,
  social: {
    linkedin: 'https://www.linkedin.com/company/thinkfirst-example',
    x: 'https://x.com/thinkfirst_example',
  },
  asSeenAt: ['Northbridge Business School', 'A Big Four consultancy'],
  copyrightYear: 2025,
  themeColor: '#0d1224',
  backgroundColor: '#f7f8fc',
}

/** Joins the site origin and a path into an absolute URL. */
export function absoluteUrl(path: string): string {
  return `${site.url}${path === '/' ? '/' : path}`
}
