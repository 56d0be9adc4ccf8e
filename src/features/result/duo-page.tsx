import { Link } from '@tanstack/react-router'
import { ResultCard } from '../../components/result/result-card'
import { buttonClasses } from '../../components/ui/button-styles'
import { Icon } from '../../components/ui/icon'
import { duoCopy } from '../../content/duo'
import type { DuoMember, DuoOutcome } from '../../domain/card/duo-link'
import { duoHeading, duoSentence } from '../../domain/card/duo-text'
import { inviteComparison } from '../../db/device-data'
import { fill } from '../../lib/format'
import { DuoPictureButton } from './share/duo-picture-button'
import { SharedResultPage } from './shared-result-page'
import { useNothingUnfinished } from './use-nothing-unfinished'

function MemberCard({ member }: { member: DuoMember }) {
  const eyebrow = member.sharer
    ? fill(duoCopy.cardEyebrowNamed, { name: member.sharer })
    : duoCopy.cardEyebrow
  return <ResultCard result={member.card} eyebrow={eyebrow} hideWatchOut={member.hideWatchOut} />
}

function matchLabel(member: DuoMember, index: number): string {
  if (member.sharer) return fill(duoCopy.matchNamed, { name: member.sharer })
  return index === 0 ? duoCopy.matchFirst : duoCopy.matchSecond
}

/**
 * Keeps the chosen card on this device, as its own link would, and in mind: the visitor's next result is
 * shown beside it ("Compare with me"), and can be sent back to its owner.
 */
function chooseToMatch(member: DuoMember) {
  const now = Date.now()
  inviteComparison(member.card.uuid, now)
  void import('./resolve-card-code')
    .then(({ keepSharedCard }) => keepSharedCard(member))
    .then((kept) => {
      // A different card was kept under its id before: the invitation names the id this one is kept under.
      if (kept.kind === 'card' && kept.result.uuid !== member.card.uuid)
        inviteComparison(kept.result.uuid, now)
    })
}

/**
 * /d/{code}: two cards side by side, whose they are and how their styles work together, with the duo's
 * picture, then the invitation for whoever opened it to take MojoMe and match one of them; a damaged link
 * gets the card link's kind page.
 */
export function DuoPage({ outcome }: { outcome: DuoOutcome }) {
  const freshStart = useNothingUnfinished()
  if (!outcome.ok) return <SharedResultPage outcome={{ kind: 'damaged' }} />
  const [first, second] = outcome.members
  const names = { a: first.sharer, b: second.sharer }
  return (
    <section aria-labelledby="page-title" className="bg-ink-50 pt-[calc(var(--spacing-bar)+2.5rem)] pb-24">
      <div className="container-page max-w-5xl">
        <p className="text-xs font-bold tracking-[0.14em] text-iris-700 uppercase">{duoCopy.eyebrow}</p>
        <h1 id="page-title" className="mt-2 text-headline font-bold text-ink-950">
          {duoHeading(names.a, names.b)}
        </h1>
        <p className="mt-3 max-w-2xl text-lead text-ink-700">{duoSentence(first.card, second.card, names)}</p>
        <div className="mt-4">
          <DuoPictureButton members={outcome.members} />
        </div>
        <section
          aria-labelledby="duo-invite-title"
          className="mt-6 grid max-w-2xl justify-items-start gap-3 rounded-[1.5rem] bg-white p-6 shadow-card ring-1 ring-ink-200"
        >
          <h2 id="duo-invite-title" className="text-title font-bold text-ink-950">
            {duoCopy.inviteTitle}
          </h2>
          <p className="text-ink-600">{duoCopy.inviteText}</p>
          <div className="mt-1 flex flex-wrap gap-3">
            {outcome.members.map((member, index) => (
              <Link
                key={index}
                to="/mojo-me"
                search={freshStart ? { start: 'new' } : {}}
                className={buttonClasses(index === 0 ? 'primary' : 'secondary', 'lg')}
                onClick={() => chooseToMatch(member)}
              >
                {matchLabel(member, index)}
                <Icon name="arrow-right" />
              </Link>
            ))}
          </div>
        </section>
        <div className="mt-8 grid gap-6 lg:grid-cols-2">
          <MemberCard member={first} />
          <MemberCard member={second} />
        </div>
      </div>
    </section>
  )
}
