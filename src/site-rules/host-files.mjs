/**
 * The _headers and _redirects files, in the formats Cloudflare Pages and Netlify read: the build writes them
 * from site-rules.mjs, and scripts/site-server.mjs reads them back and serves by them the way the edge does.
 */

/**
 * @typedef {{ path: string, headers: Record<string, string> }} HeaderRule
 * @typedef {{ from: string, to: string }} Rewrite
 */

const NOTICE = '# Written by the build from src/site-rules/site-rules.mjs: change the rules there, not here.'
/** Cloudflare Pages ignores a longer _headers line, which would silently drop a header such as the CSP. */
export const MAX_HEADER_LINE = 2000
const REGEXP_SPECIALS = /[.+?^${}()|[\]\\/-]/g

function patternRegExp(pattern) {
  const source = pattern
    .split('*')
    .map((part) => part.replace(REGEXP_SPECIALS, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'))
    .join('.*')
  return new RegExp(`^${source}$`)
}

/**
 * Whether a rule's path matches a request path as Cloudflare Pages matches: `*` is anything, `:name` one segment.
 * @param {string} pattern
 * @param {string} pathname
 */
export function matchesPattern(pattern, pathname) {
  return patternRegExp(pattern).test(pathname)
}

/**
 * The _headers file: a block per path, each header indented under it.
 * @param {HeaderRule[]} rules
 */
export function renderHeaders(rules) {
  const lines = rules.flatMap(({ path, headers }) => [
    path,
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
  ])
  const tooLong = lines.find((line) => line.length > MAX_HEADER_LINE)
  if (tooLong)
    throw new Error(`A _headers line is over ${MAX_HEADER_LINE} characters: ${tooLong.slice(0, 80)}…`)
  return `${[NOTICE, ...lines].join('\n')}\n`
}

/**
 * The _redirects file: one rewrite a line, answered with status 200 from the target.
 * @param {Rewrite[]} rewrites
 */
export function renderRedirects(rewrites) {
  return `${[NOTICE, ...rewrites.map(({ from, to }) => `${from} ${to} 200`)].join('\n')}\n`
}

const meaningful = (line) => line.trim() !== '' && !line.trimStart().startsWith('#')

/**
 * Reads a _headers file back into rules.
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeaders(text) {
  /** @type {HeaderRule[]} */
  const rules = []
  for (const line of text.split('\n').filter(meaningful)) {
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} })
      continue
    }
    const separator = line.indexOf(':')
    const rule = rules.at(-1)
    if (!rule || separator < 0) throw new Error(`Unreadable _headers line: ${line}`)
    rule.headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim()
  }
  return rules
}

/**
 * Reads a _redirects file back into rewrites; this site writes nothing but status-200 rewrites.
 * @param {string} text
 * @returns {Rewrite[]}
 */
export function parseRedirects(text) {
  return text
    .split('\n')
    .filter(meaningful)
    .map((line) => {
      const [from, to, status] = line.trim().split(/\s+/)
      if (!from || !to || status !== '200') throw new Error(`Unsupported _redirects line: ${line}`)
      return { from, to }
    })
}

/**
 * The headers for a request path: every matching rule applies, and a header set twice is joined, as on Pages.
 * @param {HeaderRule[]} rules
 * @param {string} pathname
 */
export function headersFor(rules, pathname) {
  /** @type {Record<string, string>} */
  const headers = {}
  for (const rule of rules.filter(({ path }) => matchesPattern(path, pathname))) {
    for (const [name, value] of Object.entries(rule.headers)) {
      headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`
    }
  }
  return headers
}

/**
 * Where a request path is answered from: the first rewrite that matches, or the path itself.
 * @param {Rewrite[]} rewrites
 * @param {string} pathname
 */
export function rewrittenPath(rewrites, pathname) {
  return rewrites.find(({ from }) => matchesPattern(from, pathname))?.to ?? pathname
}
