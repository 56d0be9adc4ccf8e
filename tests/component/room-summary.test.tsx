import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { roomScreenCopy } from '../../src/content/rooms'
import type { AssessmentResult, Scores } from '../../src/domain/assessment-types'
import { emptyScores } from '../../src/domain/scoring'
import { RoomSummary } from '../../src/features/workshop-room/room-summary'

function attendee(uuid: string, scores: Partial<Scores>): AssessmentResult {
  return {
    uuid,
    scores: { ...emptyScores(), ...scores },
    powers: [],
    expertise: 'Leadership',
    motivationCounts: { left: 9, right: 9 },
    fearCounts: { left: 6, right: 6 },
    durationSeconds: 285,
    createdAt: Date.UTC(2026, 10, 26, 9),
    deckVersion: 1,
  }
}

describe('RoomSummary', () => {
  it('names every tied most common top together, and counts a person whose own top ties for none', async () => {
    const screen = await render(
      <RoomSummary
        results={[
          // Two people each for Curiosity and Exploration; the fifth's own top is a tie, so counts for neither.
          attendee('a', { curiosity: 83, fear_mistakes: 67 }),
          attendee('b', { curiosity: 83, fear_mistakes: 67 }),
          attendee('c', { exploration: 83, fear_mistakes: 67 }),
          attendee('d', { exploration: 83, fear_fraud: 67 }),
          attendee('e', { curiosity: 67, exploration: 67, fear_fraud: 50 }),
        ]}
      />,
    )
    const motivation = screen
      .getByRole('term')
      .filter({ hasText: roomScreenCopy.topMotivation })
      .element().parentElement!
    expect(motivation.textContent).toContain('Curiosity and Exploration')
    expect(motivation.textContent).toContain('2 people each')
    expect(motivation.textContent).toContain('1 person has a tie at the top')
    const fear = screen.getByRole('term').filter({ hasText: roomScreenCopy.topFear }).element().parentElement!
    expect(fear.textContent).toContain('Mistakes')
    expect(fear.textContent).not.toContain(' and ')
    expect(fear.textContent).toContain('3 people')
    expect(fear.textContent).not.toContain('each')
    expect(fear.textContent).not.toContain('a tie at the top')
  })
})
