import type { TeamMember } from '../../content/about'
import type { SiteConfig } from '../../content/site'

/**
 * The site settings a consultancy must make its own before launch that still hold a placeholder: an address
 * that names the reserved word "example" (RFC 2606: `.example`, `example.com`, or a profile such as
 * `linkedin.com/company/thinkfirst-example`), or a lecture with no video. Each is named by its path in
 * `src/content/site.ts`, and each team member's addresses (`src/content/about.ts`) by the member's name, as
 * docs/deploy.md, "Before you launch", lists them.
 */
export function placeholderSettings(
  config: SiteConfig,
  team: readonly Pick<TeamMember, 'name' | 'email' | 'linkedin'>[] = [],
): string[] {
  const addresses: [string, string][] = [
    ['url', config.url],
    ['purchaseUrl', config.purchaseUrl],
    ['social.linkedin', config.social.linkedin],
    ['social.x', config.social.x],
    ...Object.entries(config.email).map(([name, email]): [string, string] => [`email.${name}`, email]),
    ...team.flatMap(({ name, email, linkedin }): [string, string][] => [
      [`${name}: email`, email],
      [`${name}: linkedin`, linkedin],
    ]),
  ]
  const placeholders = addresses.filter(([, address]) => PLACEHOLDER.test(address)).map(([name]) => name)
  if (config.lectureVideoId === null) placeholders.push('lectureVideoId')
  return placeholders
}

/** "example" as a word of an address, not inside another word ("examples.shop" is real). */
const PLACEHOLDER = /(^|[^a-z])example([^a-z]|$)/i
