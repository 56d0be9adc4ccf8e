import { describe, expect, it } from 'vitest'
import { aboutTeam } from '../../src/content/about'
import { site, type SiteConfig } from '../../src/content/site'
import { placeholderSettings } from '../../src/domain/site/launch-settings'

const launched: SiteConfig = {
  ...site,
  url: 'https://thinkfirst.consulting',
  email: {
    hello: 'hello@thinkfirst.consulting',
    privacy: 'privacy@thinkfirst.consulting',
    workshops: 'workshops@thinkfirst.consulting',
  },
  purchaseUrl: 'https://shop.thinkfirst.consulting/deck',
  lectureVideoId: 'aBc123_-xYz',
  social: {
    linkedin: 'https://www.linkedin.com/company/thinkfirst',
    x: 'https://x.com/thinkfirst',
  },
}

describe('placeholderSettings', () => {
  it('names every address and the lecture while they are still placeholders, as this repository ships', () => {
    expect(placeholderSettings(site)).toEqual([
      'url',
      'purchaseUrl',
      'social.linkedin',
      'social.x',
      'email.hello',
      'email.privacy',
      'email.workshops',
      'lectureVideoId',
    ])
  })

  it('names nothing once every setting is real', () => {
    expect(placeholderSettings(launched)).toEqual([])
  })

  it.each([
    ['purchaseUrl', { purchaseUrl: 'https://example/deck' }],
    ['email.privacy', { email: { ...launched.email, privacy: 'privacy@mail.example' } }],
    ['lectureVideoId', { lectureVideoId: null }],
  ] as const)('names %s alone when only it is left', (name, change) => {
    expect(placeholderSettings({ ...launched, ...change })).toEqual([name])
  })

  it('names each team member whose mail or profile is still a placeholder', () => {
    const team = [
      {
        name: 'Ada',
        email: 'ada@thinkfirst.consulting',
        linkedin: 'https://www.linkedin.com/in/ada-example',
      },
      { name: 'Grace', email: 'grace@thinkfirst.example', linkedin: 'https://www.linkedin.com/in/grace' },
      { name: 'Alan', email: 'alan@thinkfirst.consulting', linkedin: 'https://www.linkedin.com/in/alan' },
    ]
    expect(placeholderSettings(launched, team)).toEqual(['Ada: linkedin', 'Grace: email'])
  })

  it('names every member of the shipped team', () => {
    expect(placeholderSettings(launched, aboutTeam.members)).toHaveLength(aboutTeam.members.length * 2)
  })

  it('takes the reserved example.com for a placeholder, but not a real name that contains the word', () => {
    expect(placeholderSettings({ ...launched, url: 'https://example.com' })).toEqual(['url'])
    expect(
      placeholderSettings({
        ...launched,
        url: 'https://counterexample.org',
        purchaseUrl: 'https://examples.shop/deck',
      }),
    ).toEqual([])
  })
})
