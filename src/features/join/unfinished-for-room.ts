import { joinedRoom, loadAssessment } from '../../db/device-data'
import type { AssessmentStep } from '../../domain/assessment/assessment-types'
import { isUnfinished } from '../../domain/assessment/session'

export interface UnfinishedForRoom {
  /** The step it was left on. */
  step: AssessmentStep
  /** The room's name, as the phone recorded it when it joined. */
  room: string
}

/**
 * The unfinished MojoMe on this phone, if the phone joined the room `code`; null otherwise. Storage is read
 * only on a phone that joined this very room.
 */
export async function unfinishedForRoom(code: string): Promise<UnfinishedForRoom | null> {
  const known = joinedRoom()
  if (known?.code !== code) return null
  const saved = await loadAssessment()
  if (!saved.ok || !saved.value || !isUnfinished(saved.value)) return null
  return { step: saved.value.session.currentStep, room: known.name }
}
