import { attendeeCopy } from '../../../content/facilitator/tablet'
import { IdleClear } from './idle-clear'

interface AnsweringIdleClearProps {
  idleMinutes: number
  onClear: () => void
}

/** While an attendee answers on a workshop's tablet: the countdown that wipes an assessment left behind. */
export function AnsweringIdleClear({ idleMinutes, onClear }: AnsweringIdleClearProps) {
  return <IdleClear idleMinutes={idleMinutes} onClear={onClear} stayText={attendeeCopy.idleStayAnswering} />
}
