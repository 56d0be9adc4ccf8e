/**
 * The MDN HTTP Observatory's own tests and scoring table (@mdn/mdn-http-observatory), run on answers a test
 * captured. Its scanner only reaches public hosts on the default ports, so the captured page stands in for
 * what it would fetch over HTTPS, where Cloudflare serves the site; its HTTP answer is modelled as the
 * redirect to HTTPS that Pages gives (a local server cannot show that one).
 */
import { existsSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js'
import { MINIMUM_SCORE_FOR_EXTRA_CREDIT } from '@mdn/mdn-http-observatory/src/grader/charts.js'
import { getGradeForScore, getScoreModifier } from '@mdn/mdn-http-observatory/src/grader/grader.js'
import { parseHttpEquivHeaders } from '@mdn/mdn-http-observatory/src/retriever/utils.js'
import { Requests } from '@mdn/mdn-http-observatory/src/types.js'

/** What the scanner sends with its CORS preflight. */
export const SCANNER_ORIGIN = 'https://http-observatory.security.mozilla.org'

export interface CapturedSite {
  /** The public address the answers stand for (https). */
  url: string
  page: { status: number; headers: Record<string, string>; html: string }
  /** The answer to the scanner's preflight: OPTIONS with Origin: SCANNER_ORIGIN. */
  preflight: { status: number; headers: Record<string, string> }
}

export interface ObservatoryScore {
  grade: string
  score: number
  tests: { name: string; result: string | null; modifier: number }[]
}

/**
 * The package's install step downloads Chromium's HSTS preload list, which needs the internet, so
 * package.json's allowScripts skips it; its HSTS and redirection tests read the list. An empty one is the
 * truth for this site: it is not preloaded, and the grade claims no bonus for it.
 */
function provideHstsPreloadList() {
  const packageDir = dirname(createRequire(import.meta.url).resolve('@mdn/mdn-http-observatory/package.json'))
  const list = join(packageDir, 'conf', 'hsts-preload.json')
  if (!existsSync(list)) writeFileSync(list, '{}')
}

/** Runs every Observatory test on the captured answers and grades them as its scanner does. */
export function scoreSite({ url, page, preflight }: CapturedSite): ObservatoryScore {
  provideHstsPreloadList()
  const https = new URL(url)
  const http = new URL(url)
  http.protocol = 'http:'
  const requests = new Requests(https.hostname)
  const served = {
    ...page,
    data: page.html,
    verified: true,
    httpEquiv: parseHttpEquivHeaders(page.html, https.href),
  }
  requests.responses.auto = served
  requests.responses.https = served
  requests.responses.http = served
  requests.responses.httpRedirects = [
    { url: http, status: 301 },
    { url: https, status: page.status },
  ]
  requests.responses.cors = {
    ...preflight,
    verified: true,
    request: { headers: { origin: SCANNER_ORIGIN } },
  }
  requests.resources.path = page.html
  requests.session = { url: https }

  let withExtraCredit = 100
  let uncurved = 100
  const tests = ALL_TESTS.map((run) => {
    const output = run(requests)
    const modifier = output.result ? getScoreModifier(output.result) : 0
    withExtraCredit += modifier
    if (modifier < 0) uncurved += modifier
    return { name: (output.constructor as { name: string }).name, result: output.result, modifier }
  })
  // As the scanner grades: bonuses count only for a site that already earns an A without them.
  const { grade, score } = getGradeForScore(
    uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved,
  )
  return { grade, score, tests }
}
