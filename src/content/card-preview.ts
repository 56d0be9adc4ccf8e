/**
 * The words of a card link's preview where it is pasted (LinkedIn, X, Slack, WhatsApp, …): the page title and
 * description the edge writes into /c/{code}, and the text on the 1200x630 picture it draws of the card.
 */
export const cardPreviewCopy = {
  title: '{name} · MojoMe',
  sharedTitle: '{sharer}’s MojoMe: {name}',
  description: '{name}: driven by {drivers}; super-powers {powers}.',
  watchOut: ' Watch-out: {watchOut}.',
  imageAlt: 'MojoMe card: {name}, {expertise}. Super-powers {powers}.',
  /** Two items joined, and the last of three or more. */
  and: ' and ',
  eyebrow: 'A MojoMe card',
  sharedEyebrow: '{sharer}’s MojoMe card',
  brand: 'Think First · MojoMe',
  powersLabel: 'Super-powers',
  drivenMostLabel: 'Driven most by',
  watchOutLabel: 'Watch-out',
  invitation: 'What kind of thinker are you?',
  /** The words at the top and foot of the persona card held up on the picture. */
  personaTag: 'Persona',
  personaMaker: 'Think First',
  /** A link whose card cannot be read: the site's own preview, and a page that says so. */
  genericTitle: 'A MojoMe card · Think First',
  genericDescription:
    'MojoMe: a free, four-minute game that ends in your cognitive fingerprint. What kind of thinker are you?',
  genericImageAlt: 'Think First: Think first, prompt later.',
  damagedTitle: 'This link is damaged',
  damagedText:
    'Part of this share link is missing or changed, so the card cannot be shown. Ask for the link again, or discover your own thinking style.',
} as const
