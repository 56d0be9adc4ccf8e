import { aboutTeam, type TeamMember } from '../../content/about'
import { Icon } from '../../components/ui/icon'
import { fill } from '../../lib/format'

const linkClass =
  'inline-flex min-h-11 items-center gap-2 rounded-pill px-4 text-[0.9375rem] font-semibold ring-1 ring-inset transition-colors'

/** One team member: portrait, name, role, bio, and how to reach them. */
export function AboutTeamCard({ member }: { member: TeamMember }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-ink-200/70">
      <img
        src={member.image}
        alt=""
        width={aboutTeam.portraitWidth}
        height={aboutTeam.portraitHeight}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6 md:p-7">
        <h3 className="text-title font-bold text-ink-950">{member.name}</h3>
        <p className="mt-1 font-semibold text-iris-700">{member.role}</p>
        <p className="mt-4 flex-1 leading-relaxed text-ink-600">{member.bio}</p>
        <div className="mt-6 flex flex-wrap gap-2">
          <a
            href={`mailto:${member.email}`}
            aria-label={fill(aboutTeam.emailLabel, { name: member.name })}
            className={`${linkClass} bg-ink-50 text-ink-900 ring-ink-200 hover:ring-ink-400`}
          >
            {aboutTeam.emailLink}
          </a>
          <a
            href={member.linkedin}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={fill(aboutTeam.linkedinLabel, { name: member.name })}
            className={`${linkClass} bg-ink-50 text-ink-900 ring-ink-200 hover:ring-ink-400`}
          >
            {aboutTeam.linkedinLink}
            <Icon name="external" className="size-3.5" />
          </a>
        </div>
      </div>
    </article>
  )
}
