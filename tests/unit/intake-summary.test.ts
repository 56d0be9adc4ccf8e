import { describe, expect, it } from 'vitest'
import { intakeFields, intakeResultCopy } from '../../src/content/intake'
import { recommendedPackage } from '../../src/content/intake-recommendations'
import { emptyIntakeAnswers, type IntakeAnswers } from '../../src/domain/intake/intake-fields'
import { assessmentMailto, requestFields, summaryLines } from '../../src/features/intake/intake-summary'

const answers: IntakeAnswers = {
  orgName: 'Q&A Partners #1',
  orgSize: 50,
  industry: 'consulting',
  role: 'Partner',
  email: 'first+tag@qa.example',
  knowledgeGap: true,
  incentiveGap: false,
  actionGap: true,
  currentAIUse: 'advanced',
  challenges: 'Line one\nLine two',
  budget: '25k-100k',
  timeline: 'immediate',
  urgency: 'critical',
  additionalInfo: '',
}

describe('summaryLines', () => {
  it('labels every answer in form order, with readable values', () => {
    const lines = summaryLines(answers)
    expect(lines).toHaveLength(12)
    expect(lines[0]).toEqual({ label: intakeFields.orgName.label, value: answers.orgName })
    expect(lines.map((line) => line.value)).toEqual([
      'Q&A Partners #1',
      '31-75',
      'Consulting',
      'Partner',
      'first+tag@qa.example',
      'Knowledge gap, Action gap',
      'Advanced',
      'Line one\nLine two',
      '$25,000-$100,000',
      'Immediate (within 2 weeks)',
      'Critical',
      intakeResultCopy.empty,
    ])
  })

  it('says so when nothing was answered', () => {
    const values = summaryLines(emptyIntakeAnswers()).map((line) => line.value)
    expect(values).toContain(intakeResultCopy.none)
    expect(values.filter((value) => value === intakeResultCopy.empty)).toHaveLength(11)
  })
})

describe('assessmentMailto', () => {
  const href = assessmentMailto(answers, 'immersion-day')
  const url = new URL(href)

  it('is addressed to the visitor, with characters that would end the address escaped', () => {
    expect(url.protocol).toBe('mailto:')
    expect(href.startsWith('mailto:first%2Btag@qa.example?subject=')).toBe(true)
    expect(decodeURIComponent(url.pathname)).toBe(answers.email)
  })

  it('carries the organisation, the recommendation and every answer, with e-mail line breaks', () => {
    expect(url.searchParams.get('subject')).toContain(answers.orgName)
    const body = url.searchParams.get('body') ?? ''
    const chosen = recommendedPackage('immersion-day')
    expect(body).toContain(`${chosen.name} (${chosen.duration}, ${chosen.price})`)
    expect(body).toContain(`${intakeFields.role.label}: Partner`)
    expect(body).toContain('Knowledge gap, Action gap')
    expect(href).toContain('%0D%0A')
    expect(href).not.toMatch(/[\s#]/)
  })
})

describe('requestFields', () => {
  it('hands over the raw answers and the recommended package by name', () => {
    expect(requestFields(answers, 'think-week-retreat')).toEqual({
      ...answers,
      recommendation: recommendedPackage('think-week-retreat').name,
    })
  })
})
