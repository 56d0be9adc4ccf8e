/**
 * Shared steps for the MojoMe specs: find things the way a visitor does (roles, labels, the copy in
 * src/content), answer cards by key, click, mouse drag or touch swipe, and work out what the results
 * screen must say from the deck alone, so the specs check the app's scoring instead of repeating it.
 */
import type { CDPSession, Locator, Page } from '@playwright/test'
import {
  assessmentCopy,
  assessmentTitle,
  expertiseCopy,
  powersCopy,
  resultsCopy,
  roundCopy,
} from '../../src/content/assessment'
import { cardTextCopy } from '../../src/content/assessment/card'
import { deck, FEAR_CARD_COUNT, MOTIVATION_CARD_COUNT, TOTAL_CARDS } from '../../src/content/assessment/deck'
import { expertiseSuggestions } from '../../src/content/assessment/expertise'
import { superPowers, type SuperPower } from '../../src/content/assessment/powers'
import {
  FEAR_KEYS,
  MOTIVATION_KEYS,
  motivationAdjectives,
  scoreLabels,
  scorePhrases,
  type ScoreKey,
} from '../../src/content/assessment/scores'
import { site } from '../../src/content/site'
import { STORAGE } from '../../src/db/storage-keys'
import { PROGRESS, PROGRESS_HIGHLIGHT_FROM } from '../../src/domain/assessment/progress'
import type { Scores } from '../../src/domain/assessment/assessment-types'
import {
  computeScores,
  rankedMotivations,
  topFears,
  topMotivations,
} from '../../src/domain/assessment/scoring'
import { ROUND_ADVANCE_DELAY_MS } from '../../src/features/assessment/rules'
import { EXIT_MS, SWIPE_MIN_PX } from '../../src/features/assessment/swipe-card'
import { fill } from '../../src/lib/format'
import { readStore } from './device-store'
import { expect, waitForHydration } from './fixtures'

/** Swipe minimum, exit animation, pause before the next step. */
export { EXIT_MS, ROUND_ADVANCE_DELAY_MS, SWIPE_MIN_PX }

export type Round = 'motivation' | 'fear'
export type Side = 'left' | 'right'
/** How a visitor answers a card. */
export type Input = 'key' | 'click' | 'mouse' | 'touch'
/** Card id to the side chosen, as the visitor answered. */
export type Answers = Record<number, Side>

export const ROUND_SIZE: Record<Round, number> = { motivation: MOTIVATION_CARD_COUNT, fear: FEAR_CARD_COUNT }
/** The step after each round, by its heading. */
export const NEXT_HEADING: Record<Round, string> = {
  motivation: roundCopy.fear.heading,
  fear: expertiseCopy.heading,
}
/** The sizes the product must work at. */
export const DESKTOP = { width: 1440, height: 900 }
export const PHONE = { width: 390, height: 844 }
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

export { fill, waitForHydration }

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** A content template as a whole-text pattern, with `{name}` standing for `(\d+)`. */
function numberPattern(template: string): RegExp {
  return new RegExp(`^${escapeRegExp(template).replace(/\\\{\w+\\\}/g, '(\\d+)')}$`)
}

const CARD_LABEL = numberPattern(roundCopy.cardLabel)
const CARD_COUNTER = numberPattern(roundCopy.cardCounter)

export const pageHeading = (page: Page): Locator => page.getByRole('heading', { level: 1 })
export const progressRing = (page: Page): Locator =>
  page.getByRole('progressbar', { name: assessmentCopy.progressLabel })
/** The choice card on screen: a group labelled 'id / 30'. */
export const currentCard = (page: Page): Locator => page.getByRole('group', { name: CARD_LABEL })
/** 'Card X of N'. */
export const cardCounter = (page: Page): Locator => page.getByText(CARD_COUNTER)
export const undoButton = (page: Page): Locator =>
  page.getByRole('button', { name: roundCopy.undo, exact: true })
export const backButton = (page: Page): Locator =>
  page.getByRole('button', { name: assessmentCopy.back, exact: true })
export const startButton = (page: Page): Locator =>
  page.getByRole('button', { name: assessmentCopy.start, exact: true })
export const resumeButton = (page: Page): Locator =>
  page.getByRole('button', { name: assessmentCopy.resume, exact: true })
export const startOverButton = (page: Page): Locator =>
  page.getByRole('button', { name: assessmentCopy.startOver, exact: true })
export const expertiseInput = (page: Page): Locator =>
  page.getByRole('combobox', { name: expertiseCopy.label })
export const suggestionList = (page: Page): Locator =>
  page.getByRole('listbox', { name: expertiseCopy.suggestionsLabel })
export const nextButton = (page: Page): Locator =>
  page.getByRole('button', { name: expertiseCopy.next, exact: true })
export const generateButton = (page: Page): Locator =>
  page.getByRole('button', { name: powersCopy.generate, exact: true })
export const roundDoneMessage = (page: Page, round: Round): Locator =>
  page.getByRole('status').filter({ hasText: roundCopy[round].done })

/** A super-power's toggle button; its name is the power's name followed by its description. */
export function powerButton(page: Page, power: SuperPower): Locator {
  return page.getByRole('button', {
    name: new RegExp(`^${escapeRegExp(power.name)}\\s*${escapeRegExp(power.description)}$`),
  })
}

/** 'Card X of N' for a round. */
export function counterText(round: Round, index: number): string {
  return fill(roundCopy.cardCounter, { index, total: ROUND_SIZE[round] })
}

export function cardLabelText(id: number): string {
  return fill(roundCopy.cardLabel, { id, total: TOTAL_CARDS })
}

/** The id of the card on screen, read from its label. */
export async function currentCardId(page: Page): Promise<number> {
  const label = await currentCard(page).getAttribute('aria-label')
  const id = Number(CARD_LABEL.exec(label ?? '')?.[1])
  expect(id, `card label "${label}"`).toBeGreaterThan(0)
  return id
}

/** Waits until React has hydrated the prerendered page, so a click reaches its handler. */

/** Opens /mojo-me on the title, ready to be used. */
export async function openTitle(page: Page): Promise<void> {
  await page.goto('/mojo-me')
  await expect(pageHeading(page)).toHaveText(assessmentTitle.title)
  await waitForHydration(page)
}

/** Opens the title and presses Start Discovery; the motivation round's first card is on screen after. */
export async function startAssessment(page: Page): Promise<void> {
  await openTitle(page)
  await startButton(page).click()
  await expect(pageHeading(page)).toHaveText(roundCopy.motivation.heading)
  await expect(cardCounter(page)).toHaveText(counterText('motivation', 1))
}

const inputSessions = new WeakMap<Page, CDPSession>()

async function inputSession(page: Page): Promise<CDPSession> {
  let session = inputSessions.get(page)
  if (!session) {
    session = await page.context().newCDPSession(page)
    inputSessions.set(page, session)
  }
  return session
}

interface Point {
  x: number
  y: number
}

/**
 * The middle of the card on screen (scrolled into view first) and its label, in one round trip. It waits two
 * frames first, so the card a visitor would touch is the one painted, with its touch-action in force.
 */
async function cardMiddle(page: Page): Promise<{ label: string; middle: Point }> {
  return currentCard(page).evaluate(async (card) => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    let box = card.getBoundingClientRect()
    if (box.top < 0 || box.bottom > window.innerHeight) {
      card.scrollIntoView({ block: 'center' })
      box = card.getBoundingClientRect()
    }
    const middle = { x: box.left + box.width / 2, y: box.top + box.height / 2 }
    return { label: card.getAttribute('aria-label') ?? '', middle }
  })
}

const MOVE_STEPS = 4

/** The points a gesture passes through: its start, then MOVE_STEPS even steps to (dx, dy). */
function path({ x, y }: Point, dx: number, dy: number): Point[] {
  return Array.from({ length: MOVE_STEPS + 1 }, (_, step) => ({
    x: x + (dx * step) / MOVE_STEPS,
    y: y + (dy * step) / MOVE_STEPS,
  }))
}

const TOUCH_SAMPLE_MS = 16

// Both gestures go straight to Chromium's input layer (as page.mouse does). A touch swipe moves at a
// finger's pace, one touch sample per 60 Hz frame: sent all at once, it was a flick no finger makes, and
// Chromium sometimes took the next tap for the one that stops such a flick and sent no click.
async function touchSwipeAt(page: Page, start: Point, dx: number, dy: number): Promise<void> {
  const cdp = await inputSession(page)
  const [first, ...moves] = path(start, dx, dy)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [first!] })
  for (const point of moves) {
    await new Promise((resolve) => setTimeout(resolve, TOUCH_SAMPLE_MS))
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] })
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
}

/**
 * Puts a finger on the card on screen and moves it by dx, at a finger's pace, and keeps it there; the returned
 * function takes the finger back to where it started and lifts it, so the card is not answered.
 */
export async function holdTouchDrag(page: Page, dx: number): Promise<() => Promise<void>> {
  const cdp = await inputSession(page)
  const { middle } = await cardMiddle(page)
  const [first, ...moves] = path(middle, dx, 0)
  const moveThrough = async (points: Point[]) => {
    for (const point of points) {
      await new Promise((resolve) => setTimeout(resolve, TOUCH_SAMPLE_MS))
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] })
    }
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [first!] })
  await moveThrough(moves)
  return async () => {
    await moveThrough([...moves].reverse().slice(1).concat(first!))
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  }
}

/**
 * Starts recording, every frame from now on, how wide the document is; the returned function gives the widest
 * seen. A page that grows sideways for a single frame of a drag or a fly-out shows up.
 */
export async function recordDocumentWidth(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const record = window as unknown as { widestDocument: number }
    record.widestDocument = 0
    const sample = () => {
      record.widestDocument = Math.max(record.widestDocument, document.documentElement.scrollWidth)
      requestAnimationFrame(sample)
    }
    sample()
  })
  return () => page.evaluate(() => (window as unknown as { widestDocument: number }).widestDocument)
}

// A mouse drag is sent in one batch rather than one round trip per event; Chromium delivers it in order.
async function mouseDragAt(page: Page, start: Point, dx: number, dy: number): Promise<void> {
  const cdp = await inputSession(page)
  const points = path(start, dx, dy)
  const [first, last] = [points[0]!, points[points.length - 1]!]
  const press = { button: 'left', clickCount: 1 } as const
  await Promise.all([
    cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...first }),
    cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', ...first, ...press, buttons: 1 }),
    ...points
      .slice(1)
      .map((point) =>
        cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...point, button: 'left', buttons: 1 }),
      ),
    cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', ...last, ...press, buttons: 0 }),
  ])
}

/**
 * A real touch swipe on the card on screen, moved by (dx, dy): CDP touch events, which Chromium turns into
 * the touch pointer events the gesture library listens to (and into scrolling, for a vertical swipe).
 */
export async function touchSwipe(page: Page, dx: number, dy = 0): Promise<void> {
  await touchSwipeAt(page, (await cardMiddle(page)).middle, dx, dy)
}

/** A mouse drag of the card on screen, from its middle, moved by (dx, dy). */
export async function mouseDrag(page: Page, dx: number, dy = 0): Promise<void> {
  await mouseDragAt(page, (await cardMiddle(page)).middle, dx, dy)
}

/** A swipe well past the 10 px minimum. */
const SWIPE_PX = 120

/** Answers the card on screen and waits until it has left; returns the card's id. */
export async function answerCard(page: Page, side: Side, input: Input): Promise<number> {
  const { label, middle } = await cardMiddle(page)
  const id = Number(CARD_LABEL.exec(label)?.[1])
  const choice = deck.find((candidate) => candidate.id === id)
  if (!choice) throw new Error(`the card on screen, "${label}", is not in the deck`)
  const dx = (side === 'left' ? -1 : 1) * SWIPE_PX
  if (input === 'key') await page.keyboard.press(side === 'left' ? 'ArrowLeft' : 'ArrowRight')
  else if (input === 'click')
    await currentCard(page)
      .getByRole('button', { name: side === 'left' ? choice.statementA : choice.statementB })
      .click()
  else if (input === 'mouse') await mouseDragAt(page, middle, dx, 0)
  else await touchSwipeAt(page, middle, dx, 0)
  // The card flies out (200 ms) before the next appears; wait for it to leave, without a fixed sleep.
  await page.getByRole('group', { name: label, exact: true }).waitFor({ state: 'hidden' })
  return id
}

/** How long after its closing message shows a round may hand over, at most, before we call it stuck. */
const HAND_OVER_LIMIT_MS = 10_000

/**
 * The round's timer starts inside the task that shows the message, and the watcher reads the clock at
 * the end of that task; on a busy machine that task runs on for tens of milliseconds after the timer.
 */
const HAND_OVER_TOLERANCE_MS = 100

/**
 * Starts watching, in the page, for the round's closing message and then the next step's heading; resolves
 * to the milliseconds between the two (-1 if they never came). Watching in the page sees the message even
 * when a busy machine would let a polling assertion miss its one second on screen.
 */
export function watchRoundHandOver(page: Page, round: Round): Promise<number> {
  return page.evaluate(
    ({ done, next, limit }) =>
      new Promise<number>((resolve) => {
        let shownAt = 0
        const observer = new MutationObserver(() => {
          const messages = [...document.querySelectorAll('[role="status"]')]
          if (!shownAt && messages.some((message) => message.textContent?.includes(done)))
            shownAt = performance.now()
          if (shownAt && document.querySelector('h1')?.textContent === next)
            finish(performance.now() - shownAt)
        })
        const timer = setTimeout(() => finish(-1), limit)
        function finish(ms: number) {
          observer.disconnect()
          clearTimeout(timer)
          resolve(ms)
        }
        observer.observe(document.body, { subtree: true, childList: true, characterData: true })
      }),
    { done: roundCopy[round].done, next: NEXT_HEADING[round], limit: HAND_OVER_LIMIT_MS },
  )
}

/**
 * Answers every card of the round that is on screen (from its current card), checks the round's closing
 * message stays for a second, and waits for the next step. `sideFor` gets the card's 0-based position.
 */
export async function completeRound(
  page: Page,
  round: Round,
  input: Input,
  sideFor: (position: number) => Side,
  answers: Answers = {},
): Promise<Answers> {
  await expect(pageHeading(page)).toHaveText(roundCopy[round].heading)
  const counter = (await cardCounter(page).textContent()) ?? ''
  const first = Number(CARD_COUNTER.exec(counter)?.[1])
  const last = ROUND_SIZE[round] - 1
  for (let position = first - 1; position < last; position++) {
    const side = sideFor(position)
    answers[await answerCard(page, side, input)] = side
  }
  const handOver = watchRoundHandOver(page, round)
  answers[await answerCard(page, sideFor(last), input)] = sideFor(last)
  expect(await handOver, `'${roundCopy[round].done}' shown, then the next step`).toBeGreaterThanOrEqual(
    ROUND_ADVANCE_DELAY_MS - HAND_OVER_TOLERANCE_MS,
  )
  await expect(pageHeading(page)).toHaveText(NEXT_HEADING[round])
  return answers
}

/** Resolves once the page has not scrolled for a quarter of a second (a touch fling has come to rest). */
export async function waitForScrollToSettle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const settle = () => {
          removeEventListener('scroll', restart)
          resolve()
        }
        let timer = setTimeout(settle, 250)
        function restart() {
          clearTimeout(timer)
          timer = setTimeout(settle, 250)
        }
        addEventListener('scroll', restart)
      }),
  )
}

/**
 * Gives the expertise and presses Next, as a visitor would: a suggested topic is typed in part and picked from
 * the list (which closes it), anything else is typed in full. The super-powers step is on screen after.
 */
export async function submitExpertise(
  page: Page,
  expertise: string,
  press: 'click' | 'tap' = 'click',
): Promise<void> {
  const input = expertiseInput(page)
  if (expertiseSuggestions.includes(expertise)) {
    await input.fill(expertise.slice(0, 4))
    await suggestionList(page).getByRole('option', { name: expertise, exact: true })[press]()
    await expect(input).toHaveValue(expertise)
    await expect(suggestionList(page)).toBeHidden()
  } else {
    await input.fill(expertise)
  }
  await nextButton(page)[press]()
  await expect(pageHeading(page)).toHaveText(powersCopy.heading)
}

/** Presses the given powers' buttons, in order. */
export async function choosePowers(
  page: Page,
  powers: readonly SuperPower[],
  press: 'click' | 'tap' = 'click',
): Promise<void> {
  for (const power of powers) {
    await powerButton(page, power)[press]()
    await expect(powerButton(page, power)).toHaveAttribute('aria-pressed', 'true')
  }
}

/** Three powers from different categories, in the order they are chosen. */
export const THREE_POWERS: readonly SuperPower[] = [superPowers[3]!, superPowers[0]!, superPowers[10]!]

export interface Journey {
  motivation: Answers
  fear: Answers
  expertise: string
  powers: readonly SuperPower[]
}

/** From a started assessment to the results, answering by `input`; returns what the visitor chose. */
export async function completeAssessment(
  page: Page,
  input: Input,
  options: {
    motivationSide?: (position: number) => Side
    fearSide?: (position: number) => Side
    expertise?: string
    powers?: readonly SuperPower[]
    /** How buttons are pressed after the rounds: a mouse click or a tap. */
    press?: 'click' | 'tap'
  } = {},
): Promise<Journey> {
  const press = options.press ?? 'click'
  const motivation = await completeRound(page, 'motivation', input, options.motivationSide ?? (() => 'left'))
  const fear = await completeRound(page, 'fear', input, options.fearSide ?? (() => 'right'))
  const expertise = options.expertise ?? 'Urban Planning'
  const powers = options.powers ?? THREE_POWERS
  await submitExpertise(page, expertise, press)
  await choosePowers(page, powers, press)
  await generateButton(page)[press]()
  await expect(pageHeading(page)).toHaveText(resultsCopy.heading)
  return { motivation, fear, expertise, powers }
}

/** The scores the product gives these answers (its own rule, unit-tested in tests/unit/assessment-scoring). */
export function expectedScores(...answerSets: Answers[]): Scores {
  return computeScores(deck, ...answerSets)
}

/** Tied scores as the tip says them: one phrase, two joined with "and", or the words for several. */
function tipPhrase(keys: readonly ScoreKey[], many: string): string {
  if (keys.length > 2) return many
  return keys.map((key) => scorePhrases[key]).join(' and ')
}

function sideCount(answers: Answers, side: Side): number {
  return Object.values(answers).filter((chosen) => chosen === side).length
}

/** Checks everything the results screen shows against what the visitor chose. */
export async function expectResults(page: Page, journey: Journey): Promise<void> {
  const scores = expectedScores(journey.motivation, journey.fear)
  // Strongest first; ties keep the scores' own order.
  const ranked = rankedMotivations(scores)
  const tiedMotivations = topMotivations(scores)
  const tiedFears = topFears(scores)
  // Scores tied at the top name none of them as the one.
  const adjective =
    tiedMotivations.length === 1
      ? motivationAdjectives[tiedMotivations[0]!]
      : cardTextCopy.tiedMotivationAdjective
  const firstPower = journey.powers[0]!

  await expect(progressRing(page)).toHaveAttribute('aria-valuenow', String(PROGRESS.results))
  await expect(progressRing(page)).toHaveAttribute(
    'data-highlighted',
    String(PROGRESS.results >= PROGRESS_HIGHLIGHT_FROM),
  )
  await expect(page.getByText(new RegExp(`^${resultsCopy.completedIn} \\d+:[0-5]\\d$`))).toBeVisible()
  await expect(page.getByRole('button', { name: resultsCopy.startOver, exact: true })).toBeVisible()

  const card = page.getByRole('article', {
    name: `The ${adjective} ${firstPower.name}`,
  })
  await expect(card).toBeVisible()
  await expect(card).toContainText(resultsCopy.fingerprint)
  await expect(card.getByRole('term')).toHaveText([
    resultsCopy.deepExpertise,
    resultsCopy.superPowers,
    resultsCopy.motivationDrivers,
    resultsCopy.watchOuts,
  ])
  const [expertise, powers, drivers, watchOuts] = await card.getByRole('definition').all()
  await expect(expertise!).toHaveText(journey.expertise.trim())
  for (const power of journey.powers) await expect(powers!).toContainText(power.name)
  // The top two motivations, each with its score.
  for (const key of ranked.slice(0, 2))
    await expect(drivers!).toContainText(new RegExp(`${scorePhrases[key]}${scores[key]}`, 'i'))
  await expect(drivers!).not.toContainText(new RegExp(scorePhrases[ranked[2]!], 'i'))
  await expect(watchOuts!).toHaveText(
    tiedFears.length === 1
      ? new RegExp(`^${scorePhrases[tiedFears[0]!]}$`, 'i')
      : `Evenly spread: ${cardTextCopy.tieCounts[tiedFears.length]} fears at ${scores[tiedFears[0]!]}`,
  )
  await expect(card).toContainText(
    fill(cardTextCopy.tip, {
      motivation: tipPhrase(tiedMotivations, cardTextCopy.manyMotivations),
      power: fill(cardTextCopy.power, { power: firstPower.name }),
      fear: tipPhrase(tiedFears, cardTextCopy.manyFears),
    }),
  )
  const today = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })
  await expect(card).toContainText(`${resultsCopy.generatedBy} ${site.name}`)
  await expect(card).toContainText(today.format(new Date()))

  const dashboard = page.getByRole('region', { name: resultsCopy.choicesHeading })
  await expect(dashboard.getByRole('term')).toHaveText([resultsCopy.motivationRound, resultsCopy.fearRound])
  const rounds = [
    ['motivation', journey.motivation],
    ['fear', journey.fear],
  ] as const
  for (const [index, [round, answers]] of rounds.entries()) {
    const counts = dashboard.getByRole('definition').nth(index)
    await expect(counts).toContainText(
      fill(resultsCopy.choicesCount, { answered: Object.keys(answers).length, total: ROUND_SIZE[round] }),
    )
    await expect(counts).toContainText(
      fill(resultsCopy.leftRight, { left: sideCount(answers, 'left'), right: sideCount(answers, 'right') }),
    )
  }
  // The powers and the expertise are on the card; the dashboard does not say them twice.
  for (const text of [...journey.powers.map((power) => power.name), journey.expertise.trim()])
    await expect(dashboard.getByText(text)).toHaveCount(0)

  for (const [title, keys] of [
    [resultsCopy.motivationChart, MOTIVATION_KEYS],
    [resultsCopy.fearChart, FEAR_KEYS],
  ] as const) {
    const summary = fill(resultsCopy.chartSummary, {
      title,
      values: keys.map((key) => `${scoreLabels[key]} ${scores[key]}`).join(', '),
    })
    await expect(page.getByRole('figure', { name: title })).toBeVisible()
    await expect(page.getByRole('img', { name: summary, exact: true })).toBeVisible()
  }
}

/** Presses Tab until `target` has focus; fails if it never does. */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return
  }
  throw new Error(`Tab never reached ${target}`)
}

/** The session the app keeps in IndexedDB, read straight from the database (null before it keeps one). */
export function storedSession(page: Page): Promise<unknown> {
  return readStore(page, 'sessions', { key: STORAGE.currentSessionId })
}

/** The motivation answers saved on this device for the assessment in progress, or null when none is saved. */
export async function storedMotivationAnswers(page: Page): Promise<Answers | null> {
  const stored = (await storedSession(page)) as { session: { motivationResponses: Answers } } | null
  return stored?.session.motivationResponses ?? null
}

/**
 * Waits for the card to come to rest in the centre (unmoved over two frames, so a fling has had a frame to
 * start), then checks it is still the same card: a gesture that wrongly answered would have flown it out.
 */
export async function expectSameCard(page: Page, id: number, index: number) {
  await expect
    .poll(() =>
      currentCard(page).evaluate(
        (card) =>
          new Promise<boolean>((resolve) => {
            const offset = () => new DOMMatrix(getComputedStyle(card).transform).m41
            const before = offset()
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(before === 0 && offset() === 0)))
          }),
      ),
    )
    .toBe(true)
  expect(await currentCardId(page)).toBe(id)
  await expect(cardCounter(page)).toHaveText(counterText('motivation', index))
}
