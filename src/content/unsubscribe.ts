import type { Hero } from './types'
import { heroArt } from './hero-art'

export const unsubscribeHero: Hero = {
  eyebrow: 'E-mail preferences',
  title: 'Email unsubscribe is coming soon',
  intro:
    'We are building a one-click way to manage our e-mails. Until then, reply to any message from us with “unsubscribe”, or write to us, and we will remove your address within two business days.',
  actions: [
    { label: 'Contact Us', to: '/contact', variant: 'primary' },
    { label: 'Back to Home', to: '/', variant: 'secondary' },
  ],
  tone: 'light',
  art: heroArt.mailSettings,
}
