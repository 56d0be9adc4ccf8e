import { lazy } from 'react'
import type { Workshop } from '../../../domain/workshop/workshop-types'

const loadBody = () => import('./group-view-body')
const GroupViewBody = lazy(() => loadBody().then((module) => ({ default: module.GroupViewBody })))

/**
 * Starts loading the group view's code while the facilitator types the PIN: nobody else sees the group, so
 * nobody else downloads it, and the PIN's page stays on screen until it is ready (the unlock is a
 * transition, and there is no fallback here to flash instead).
 */
export function preloadGroupView(): void {
  void loadBody()
}

/**
 * The facilitator's view of the whole room (behind the PIN): the group's numbers and charts, its exports,
 * and the ways to add results from phones and other tablets. Its code, the charts and the QR code reader
 * each load only when they are needed.
 */
export function GroupView({ workshop }: { workshop: Workshop }) {
  return <GroupViewBody workshop={workshop} />
}
