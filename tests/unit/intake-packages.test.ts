import { describe, expect, it } from 'vitest'
import {
  intakeRecommendations,
  recommendedPackage,
  type IntakeRecommendation,
} from '../../src/content/intake-recommendations'
import { workshopPackages } from '../../src/content/workshops/packages'

const outcomes = Object.keys(intakeRecommendations) as IntakeRecommendation[]

describe("the intake's recommendations", () => {
  it('each name a package that /workshops sells', () => {
    for (const outcome of outcomes) {
      expect(workshopPackages).toContain(recommendedPackage(outcome))
    }
  })

  it('map the three outcomes onto the three packages, smallest to largest', () => {
    expect(
      Object.fromEntries(outcomes.map((outcome) => [outcome, recommendedPackage(outcome).name])),
    ).toEqual({
      'starter-session': '1-Day Workshop',
      'immersion-day': '2-3 Day Workshop',
      'think-week-retreat': 'Think Week',
    })
  })

  it('link to anchors that are unique on /workshops', () => {
    const ids = workshopPackages.map((pack) => pack.id)
    expect(new Set(ids).size).toBe(workshopPackages.length)
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/)
  })
})
