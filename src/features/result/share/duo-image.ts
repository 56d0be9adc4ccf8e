/**
 * The duo's post image as a PNG, drawn from the two cards as the duo link carries them. Loaded only when the
 * visitor asks for it; like the card's images it draws only with what the site serves and precaches.
 */
import { duoImageCopy } from '../../../content/duo'
import { FEAR_KEYS, MOTIVATION_KEYS } from '../../../content/assessment/scores'
import { cardTheme } from '../../../domain/card/card-theme'
import type { DuoMember } from '../../../domain/card/duo-link'
import { duoPreview } from '../../../domain/card/duo-text'
import { qrModules } from '../../../lib/qr'
import { DISPLAY_FONT, TEXT_FONT } from './canvas-kit'
import { cardFacts } from './card-facts'
import { newCanvas, personaPicture, pngOf } from './card-image'
import { CARD_FORMATS } from '../../../domain/card/card-layout'
import { drawDuoPost, type DuoArt, type DuoSide } from './duo-image-layout'

async function sideOf(member: DuoMember, owner: string, link: string): Promise<DuoSide> {
  const facts = cardFacts(member.card, link, { firstName: owner, hideWatchOut: member.hideWatchOut })
  return { owner, cardName: facts.name, persona: await personaPicture(facts) }
}

/** The two cards of a duo, at `link`, as a 1080 x 1350 PNG. */
export async function renderDuoImage(members: readonly [DuoMember, DuoMember], link: string): Promise<Blob> {
  const preview = duoPreview(members)
  const [first, second] = members
  const sides = await Promise.all([
    sideOf(first, preview.names[0], link),
    sideOf(second, preview.names[1], link),
  ])
  const foot = {
    qr: qrModules(link),
    address: new URL(link).host,
    invite: duoImageCopy.invite,
    scan: duoImageCopy.scan,
  }
  const text = [preview.heading, preview.sentence, duoImageCopy.pill, foot.address, foot.invite, foot.scan]
    .concat(sides.flatMap((side) => [side.owner, side.cardName]))
    .join(' ')
  await Promise.all([
    document.fonts.load(`800 100px ${DISPLAY_FONT}`, text),
    document.fonts.load(`700 40px ${TEXT_FONT}`, text),
  ])
  const art: DuoArt = {
    heading: preview.heading,
    sentence: preview.sentence,
    sides,
    theme: cardTheme,
    pill: duoImageCopy.pill,
    foot,
    scores: members.flatMap(({ card }) => [...MOTIVATION_KEYS, ...FEAR_KEYS].map((key) => card.scores[key])),
  }
  const context = newCanvas(CARD_FORMATS.post.width, CARD_FORMATS.post.height)
  drawDuoPost(context, art)
  return pngOf(context)
}
