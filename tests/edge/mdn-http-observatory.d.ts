// The parts of @mdn/mdn-http-observatory (plain JavaScript, no types) that the edge tests score with.

declare module '@mdn/mdn-http-observatory/src/types.js' {
  interface CapturedResponse {
    status: number
    headers: Record<string, string>
    data?: string
    request?: { headers: Record<string, string> }
    verified: boolean
    httpEquiv?: Map<string, string[]>
  }
  export class Requests {
    constructor(hostname: string)
    hostname: string
    resources: { path: string | null }
    responses: {
      auto: CapturedResponse | null
      cors: CapturedResponse | null
      http: CapturedResponse | null
      https: CapturedResponse | null
      httpRedirects: { url: URL; status: number }[]
      httpsRedirects: { url: URL; status: number }[]
    }
    session: { url: URL } | null
  }
}

declare module '@mdn/mdn-http-observatory/src/constants.js' {
  import type { Requests } from '@mdn/mdn-http-observatory/src/types.js'
  /** Each test's output: its name (the class's static name), its result and whether it passed. */
  export const ALL_TESTS: ReadonlyArray<
    (requests: Requests) => { result: string | null; pass: boolean | null }
  >
}

declare module '@mdn/mdn-http-observatory/src/grader/grader.js' {
  export function getGradeForScore(score: number): { score: number; grade: string }
  export function getScoreModifier(expectation: string): number
}

declare module '@mdn/mdn-http-observatory/src/grader/charts.js' {
  export const MINIMUM_SCORE_FOR_EXTRA_CREDIT: number
}

declare module '@mdn/mdn-http-observatory/src/retriever/utils.js' {
  export function parseHttpEquivHeaders(html: string, baseUrl: string): Map<string, string[]>
}
