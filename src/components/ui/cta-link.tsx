import { Link } from '@tanstack/react-router'
import type { CallToAction } from '../../content/types'
import { buttonClasses, type ButtonSize } from './button-styles'
import { Icon } from './icon'

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
        <Icon name="external" />
      </a>
    )
  }
  return (
    <Link className={className} to={action.to} hash={action.hash}>
      {action.label}
      <Icon name="arrow-right" />
    </Link>
  )
}
