/**
 * Where saving the assessment stands, as a state machine: every change, write and refusal is an event, and
 * `nextSaving` is the only way the state changes, so the rules that decide what is written when live in one
 * place (assessment-saving.ts does the writing).
 */
import type { AssessmentResult } from '../../domain/assessment/assessment-types'

/** A result made on this device and not yet kept, with the workshop it belongs to, if any. */
export interface UnsavedResult {
  result: AssessmentResult
  workshopId?: string
}

export interface SavingState {
  /** A change not yet written, or one the device refused: written at the next chance. */
  unsaved: boolean
  /** A write runs now: one at a time, always of the latest state. */
  writing: boolean
  /** False once MojoMe is closed without being left (a reset): nothing more is written. */
  mayWrite: boolean
  /** The result waiting to be kept, written before the session. */
  unsavedResult: UnsavedResult | null
  /** The completed session whose result is being looked up or made. */
  resultFor: string | null
}

export type SavingEvent =
  | { type: 'changed' }
  | { type: 'write-started' }
  | { type: 'write-refused' }
  | { type: 'write-ended' }
  | { type: 'result-made'; unsaved: UnsavedResult }
  | { type: 'result-kept'; result: AssessmentResult }
  | { type: 'result-wanted'; uuid: string | null }
  | { type: 'stopped'; leaving: boolean }

export const INITIAL_SAVING: SavingState = {
  unsaved: false,
  writing: false,
  mayWrite: true,
  unsavedResult: null,
  resultFor: null,
}

export function nextSaving(state: SavingState, event: SavingEvent): SavingState {
  switch (event.type) {
    case 'changed':
      return { ...state, unsaved: true }
    case 'write-started':
      return { ...state, writing: true, unsaved: false }
    // Refused: kept in memory, marked unsaved, and tried again at the next chance.
    case 'write-refused':
      return { ...state, unsaved: true }
    case 'write-ended':
      return { ...state, writing: false }
    case 'result-made':
      return { ...state, unsavedResult: event.unsaved, unsaved: true }
    // A newer result made while this one was written stays waiting.
    case 'result-kept':
      return state.unsavedResult?.result === event.result ? { ...state, unsavedResult: null } : state
    case 'result-wanted':
      return { ...state, resultFor: event.uuid }
    // Leaving MojoMe still writes what is unsaved; a reset writes nothing more.
    case 'stopped':
      return { ...state, mayWrite: event.leaving }
  }
}

/** Whether a write should start now: something is unsaved, writing is allowed, and none runs. */
export function shouldWrite(state: SavingState): boolean {
  return state.unsaved && state.mayWrite && !state.writing
}
