import { describe, expect, it } from 'vitest'
import { render } from 'vitest-browser-react'
import { AudienceScreen } from '../../src/features/facilitator/audience/audience-screen'
import { audienceCopy } from '../../src/content/facilitator/room-screen'
import type { AssessmentResult, Scores } from '../../src/domain/assessment/assessment-types'
import { emptyScores } from '../../src/domain/assessment/scoring'

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

const ROOM = [
  // Two people each for Curiosity and Exploration; the fifth's own top is a tie, so counts for neither.
  attendee('a', { curiosity: 83, fear_mistakes: 67 }),
  attendee('b', { curiosity: 83, fear_mistakes: 67 }),
  attendee('c', { exploration: 83, fear_mistakes: 67 }),
  attendee('d', { exploration: 83, fear_fraud: 67 }),
  attendee('e', { curiosity: 67, exploration: 67, fear_fraud: 50 }),
]

const JOIN = {
  address: 'example.test/join',
  link: 'https://example.test/join/K7QMX3#pk',
  code: 'K7QMX3',
  name: 'Board day',
}

describe('AudienceScreen', () => {
  it('names every tied most common top together, and counts a person whose own top ties for none', async () => {
    const screen = await render(
      <div style={{ width: 1280, height: 720 }}>
        <AudienceScreen name="Board day" state="open" join={JOIN} results={ROOM} revealed />
      </div>,
    )
    const sentences = screen.getByTestId('room-sentences').element().textContent
    expect(sentences).toContain('This room is split between curiosity and exploration: 2 of 5 each')
    expect(sentences).toContain('1 person is torn between two or more')
    expect(sentences).toContain('Most of this room worries about making mistakes: 3 of 5')
    expect(sentences).not.toContain('3 of 5 each')
  })

  it('shows nothing of the group below three cards, and no join details once the room has ended', async () => {
    const screen = await render(
      <div style={{ width: 1280, height: 720 }}>
        <AudienceScreen name="Board day" state="ended" join={JOIN} results={ROOM.slice(0, 2)} revealed />
      </div>,
    )
    await expect.element(screen.getByText('2 cards so far')).toBeVisible()
    expect(screen.container.querySelector('[data-testid="room-reveal"]')).toBeNull()
    expect(screen.container.querySelector('[data-testid="room-join"]')).toBeNull()
    expect(screen.container.textContent).not.toContain('K7QMX3')
    expect(screen.container.textContent).toContain(audienceCopy.ended)
  })
})
