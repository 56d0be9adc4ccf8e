import type { HeroArt } from './types'

/** Every hero picture is drawn on the same square, so a hero keeps its layout whichever one it shows. */
export const HERO_ART_SIZE = { width: 440, height: 440 } as const

const picture = (file: string) =>
  ({ kind: 'image', src: `/images/${file}`, ...HERO_ART_SIZE }) as const satisfies HeroArt

/**
 * The pictures beside the page heroes, one per kind of page. scripts/make-hero-art.mjs draws the files;
 * a unit test checks that each exists and is a safe SVG of this size.
 */
export const heroArt = {
  /** MojoMe's swipe deck: a statement card leaving to the right over two more. */
  deck: picture('hero-deck.svg'),
  /** The same deck drawn for the home page's dark hero. */
  deckOnDark: picture('hero-deck-dark.svg'),
  /** A cognitive-fingerprint card with its radar, powers and a share badge. */
  resultCard: picture('hero-result-card.svg'),
  /** A calendar with the workshop day marked, beside the intake's three steps. */
  calendar: picture('hero-calendar.svg'),
  /** An open envelope with a letter, and speech bubbles answering it. */
  envelope: picture('hero-envelope.svg'),
  /** Four portraits around a knowledge-times-questions chip. */
  team: picture('hero-team.svg'),
  /** A shelf of books, a podcast and the toolkit's cards. */
  shelf: picture('hero-shelf.svg'),
  /** A facilitator at the board and a team in front of it, drawn for a dark hero. */
  workshopRoom: picture('hero-workshop-room.svg'),
  /** A tablet showing a QR code that hands a card on to a phone. */
  tabletStation: picture('hero-tablet-station.svg'),
  /** A closed envelope and a panel of e-mail switches, one off. */
  mailSettings: picture('hero-mail-settings.svg'),
  /** A folded map with a wandering route, a pin and a question. */
  lostMap: picture('hero-lost-map.svg'),
  /** The toolkit's own look: its fanned card stack, also on phones, where it shows what is for sale. */
  cardStack: { kind: 'card-stack', onSmallScreens: true },
} as const satisfies Record<string, HeroArt>
