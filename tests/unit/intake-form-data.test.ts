import { describe, expect, it } from 'vitest'
import { answersFromForm, formValuesOf } from '../../src/domain/intake/intake-form-data'
import { emptyIntakeAnswers, type IntakeAnswers } from '../../src/domain/intake/intake-fields'
import { filled } from './support/intake-answers'

/** FormData as a browser builds it from the form: every text field, ticked checkboxes as "yes", a chosen radio. */
function submitted(answers: IntakeAnswers): FormData {
  const entries = new FormData()
  for (const [name, value] of Object.entries(formValuesOf(answers))) {
    if (value === true) entries.set(name, 'yes')
    else if (typeof value === 'string') entries.set(name, value)
  }
  return entries
}

describe('the intake as its form holds it', () => {
  it('reads back exactly the answers the form shows', () => {
    expect(answersFromForm(submitted(filled))).toEqual(filled)
  })

  it('reads an untouched form as no answers', () => {
    expect(answersFromForm(new FormData())).toEqual(emptyIntakeAnswers())
    expect(answersFromForm(submitted(emptyIntakeAnswers()))).toEqual(emptyIntakeAnswers())
  })

  it('treats an option the form does not offer as unanswered', () => {
    const entries = submitted(filled)
    entries.set('orgSize', '42')
    entries.set('industry', 'piracy')
    entries.set('budget', '')
    expect(answersFromForm(entries)).toMatchObject({ orgSize: 0, industry: '', budget: '' })
  })

  it('shows the answers as field values: text per field, a state per checkbox, nothing for size 0', () => {
    expect(formValuesOf(filled)).toMatchObject({ orgSize: '300', knowledgeGap: true, incentiveGap: false })
    expect(formValuesOf(emptyIntakeAnswers())).toMatchObject({ orgName: '', orgSize: '' })
  })
})
