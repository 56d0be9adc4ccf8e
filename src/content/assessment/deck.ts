/**
 * The MojoMe swipe deck. Statement A is shown on the left,
 * statement B on the right; the chosen side's tags each add one point to their score (divisor 6, cap 100).
 * Cards 1-18 pit two motivations against each other, cards 19-30 two fears. tests/unit/deck.test.ts keeps the
 * tag balance honest: change a tag here and that test tells you whether every score can still reach 100.
 */

import type { ScoreKey } from './scores'

export interface ChoiceCard {
  id: number
  /** Shown on the left; swiping left picks it and records 'left'. */
  statementA: string
  /** Shown on the right; swiping right picks it and records 'right'. */
  statementB: string
  tagsA: readonly ScoreKey[]
  tagsB: readonly ScoreKey[]
}

/** Bump when statements or tags change meaning, so stored results can tell which deck scored them. */
export const DECK_VERSION = 1
export const MOTIVATION_CARD_COUNT = 18
export const FEAR_CARD_COUNT = 12
export const TOTAL_CARDS = 30

export const deck: readonly ChoiceCard[] = [
  // Motivation round: one motivation per side; curiosity on 8 cards, every other motivation on 7.
  {
    id: 1,
    statementA: 'Working out why our AI assistant answers the same question differently each time',
    tagsA: ['curiosity'],
    statementB: 'Trying five new AI tools this month to see what each can do',
    tagsB: ['exploration'],
  },
  {
    id: 2,
    statementA: 'Reworking one presentation so every slide is as sharp as I can make it',
    tagsA: ['mastery'],
    statementB: 'Pitching against three rival teams and hearing that our proposal won',
    tagsB: ['social_competition'],
  },
  {
    id: 3,
    statementA: 'Helping a colleague get their project over the line, even if nobody notices',
    tagsA: ['social_cooperation'],
    statementB: 'Taking apart a failed project to understand what really went wrong',
    tagsB: ['curiosity'],
  },
  {
    id: 4,
    statementA: 'Spending a week inside a department I have never worked with',
    tagsA: ['exploration'],
    statementB: 'Drilling one core skill to the point where I can do it flawlessly',
    tagsB: ['mastery'],
  },
  {
    id: 5,
    statementA: 'Finishing first in our company’s AI hackathon, ahead of every other entry',
    tagsA: ['social_competition'],
    statementB: 'Seeing my whole team get through a hard quarter together and proud of it',
    tagsB: ['social_cooperation'],
  },
  {
    id: 6,
    statementA: 'Reading the research behind a method before I agree to use it',
    tagsA: ['curiosity'],
    statementB: 'Building financial models so reliable that nobody feels the need to check them',
    tagsB: ['mastery'],
  },
  {
    id: 7,
    statementA: 'Volunteering for a project in a field I know nothing about yet',
    tagsA: ['exploration'],
    statementB: 'Being named top performer in my department’s annual review',
    tagsB: ['social_competition'],
  },
  {
    id: 8,
    statementA: 'Pairing with a new joiner until they can run the work without me',
    tagsA: ['social_cooperation'],
    statementB: 'Going to a conference in a sector completely unrelated to mine',
    tagsB: ['exploration'],
  },
  {
    id: 9,
    statementA: 'Digging into our data to find out what really drives customer churn',
    tagsA: ['curiosity'],
    statementB: 'Beating last year’s sales record and seeing my name top the board',
    tagsB: ['social_competition'],
  },
  {
    id: 10,
    statementA: 'Writing analysis so rigorous that no reviewer can find a hole in it',
    tagsA: ['mastery'],
    statementB: 'Sharing my best prompts so the whole team can work faster',
    tagsB: ['social_cooperation'],
  },
  {
    id: 11,
    statementA: 'Relocating for six months to work alongside an unfamiliar team abroad',
    tagsA: ['exploration'],
    statementB: 'Learning how a large language model actually predicts its next word',
    tagsB: ['curiosity'],
  },
  {
    id: 12,
    statementA: 'Winning a client in a head-to-head pitch against a much bigger agency',
    tagsA: ['social_competition'],
    statementB: 'Putting in the practice to become a genuinely outstanding facilitator',
    tagsB: ['mastery'],
  },
  {
    id: 13,
    statementA: 'Shaping a plan with my team in which everyone shares the credit equally',
    tagsA: ['social_cooperation'],
    statementB: 'Having my idea picked by the board out of a dozen proposals',
    tagsB: ['social_competition'],
  },
  {
    id: 14,
    statementA: 'Asking why, again and again, to reach the root cause of a recurring bug',
    tagsA: ['curiosity'],
    statementB: 'Dropping my own task to help a teammate hit their deadline',
    tagsB: ['social_cooperation'],
  },
  {
    id: 15,
    statementA: 'Knowing every advanced feature of the software I rely on daily',
    tagsA: ['mastery'],
    statementB: 'Testing a new way of working on a live project, wherever it leads',
    tagsB: ['exploration'],
  },
  {
    id: 16,
    statementA: 'Rebuilding my workflow around an AI agent nobody here has tried yet',
    tagsA: ['exploration'],
    statementB: 'Running a session where colleagues crack a tough problem together',
    tagsB: ['social_cooperation'],
  },
  {
    id: 17,
    statementA: 'Topping the scoreboard in the company’s data literacy challenge',
    tagsA: ['social_competition'],
    statementB: 'Figuring out why a process everyone follows exists in the first place',
    tagsB: ['curiosity'],
  },
  {
    id: 18,
    statementA: 'Practising negotiation until I can handle the toughest deal with real skill',
    tagsA: ['mastery'],
    statementB: 'Tracing a strange result back through every step until it makes sense',
    tagsB: ['curiosity'],
  },

  // Fear round: every fear on exactly 6 cards; six sides name two fears that arrive together.
  {
    id: 19,
    statementA: 'Tackling a one-line brief for a senior director who will judge what I deliver',
    tagsA: ['fear_ambiguity', 'fear_disapproval'],
    statementB: 'Leading a pilot where nobody, including me, can predict how it will turn out',
    tagsB: ['fear_unknown'],
  },
  {
    id: 20,
    statementA: 'Sending a report to 200 people, then spotting a typo in the headline',
    tagsA: ['fear_mistakes'],
    statementB: 'Taking over a client account with no history to tell me what to expect',
    tagsB: ['fear_unknown'],
  },
  {
    id: 21,
    statementA: 'Adopting AI on orders, with no idea what success looks like',
    tagsA: ['fear_ambiguity'],
    statementB: 'Noticing a wrong figure on my slide while the client is still reading it',
    tagsB: ['fear_mistakes', 'fear_disapproval'],
  },
  {
    id: 22,
    statementA: 'Mentoring a junior who may soon realise they know more than I do',
    tagsA: ['fear_fraud'],
    statementB: 'Betting our product launch on a market nobody has tested yet',
    tagsB: ['fear_unknown'],
  },
  {
    id: 23,
    statementA: 'Launching an untested AI tool across the office, knowing some errors will get through',
    tagsA: ['fear_unknown', 'fear_mistakes'],
    statementB: 'Hearing second-hand that my manager was disappointed with my last piece of work',
    tagsB: ['fear_disapproval'],
  },
  {
    id: 24,
    statementA: 'Planning a quarter around a strategy that was never actually written down',
    tagsA: ['fear_ambiguity'],
    statementB: 'Missing a wrong clause in an AI-drafted contract that I signed off',
    tagsB: ['fear_mistakes'],
  },
  {
    id: 25,
    statementA: 'Moving to a new team next month, unsure what I will walk into',
    tagsA: ['fear_unknown'],
    statementB: 'Making a basic slip that shows I understand less than my job title suggests',
    tagsB: ['fear_fraud', 'fear_mistakes'],
  },
  {
    id: 26,
    statementA: 'Getting a number wrong in a budget that others will build their plans on',
    tagsA: ['fear_mistakes'],
    statementB: 'Presenting an idea I love to a room that might find it naive',
    tagsB: ['fear_disapproval'],
  },
  {
    id: 27,
    statementA: 'Landing in an unfamiliar field where everyone assumes I’m already the expert',
    tagsA: ['fear_unknown', 'fear_fraud'],
    statementB: 'Delivering a project whose success criteria change every week',
    tagsB: ['fear_ambiguity'],
  },
  {
    id: 28,
    statementA: 'Being introduced as ‘our AI expert’ when I learnt most of it last month',
    tagsA: ['fear_fraud'],
    statementB: 'Joining a project where each stakeholder describes the goal differently',
    tagsB: ['fear_ambiguity'],
  },
  {
    id: 29,
    statementA: 'Sharing a rough first draft with peers whose opinion I really value',
    tagsA: ['fear_disapproval'],
    statementB: 'Advising on an ill-defined problem while privately feeling like I’m bluffing',
    tagsB: ['fear_ambiguity', 'fear_fraud'],
  },
  {
    id: 30,
    statementA: 'Pushing back on a popular decision and becoming the awkward one in the room',
    tagsA: ['fear_disapproval'],
    statementB: 'Leapfrogging colleagues into a promotion and wondering when they’ll see I’m improvising',
    tagsB: ['fear_fraud'],
  },
]

/** Cards 1-18, the motivation round. */
export const motivationCards: readonly ChoiceCard[] = deck.filter((card) => card.id <= MOTIVATION_CARD_COUNT)

/** Cards 19-30, the fear round. */
export const fearCards: readonly ChoiceCard[] = deck.filter((card) => card.id > MOTIVATION_CARD_COUNT)
