import { Link } from '@tanstack/react-router'
import type { CallToAction } from '../../content/types'
import { buttonClasses, type ButtonSize } from './button-styles'

interface CtaLinkProps {
  action: CallToAction
  size?: ButtonSize
}

/** Renders a call to action as a router link, or as a new-tab external link. */
export function CtaLink({ action, size = 'lg' }: CtaLinkProps) {
  const className = buttonClasses(action.variant, size)
  if ('href' in action) {
    return (
      <a className={className} href={action.href} target="_blank" rel="noopener noreferrer">
        {action.label}
        <ExternalIcon />
      </a>
    )
  }
  return (
    <Link className={className} to={action.to} hash={action.hash}>
      {action.label}
      <ArrowIcon />
    </Link>
  )
}

function ArrowIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 10h12m-5-5 5 5-5 5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

function ExternalIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M8 4H4v12h12v-4M11 3h6v6m0-6-8 8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
