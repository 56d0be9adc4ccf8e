/**
 * `npm run test:html`: checks every prerendered page in dist/ with the W3C Nu HTML Checker (vnu.jar from
 * the vnu-jar package; needs Java 11 or newer) and fails on any error. One JVM run checks all the pages,
 * which keeps it fast; the checker's schemas are inside the jar, so nothing goes to the network.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import vnuJar from 'vnu-jar'

const root = 'dist'
const pages = readdirSync(root, { recursive: true })
  .filter((file) => file.endsWith('.html'))
  .map((file) => join(root, file))
  .sort()
if (pages.length === 0) {
  console.error(`check-html: no HTML files in ${root}/; run \`npm run build\` first.`)
  process.exit(1)
}

const started = performance.now()
// A short run gains nothing from the optimising JIT: stopping at its first tier halves the CPU time, and
// the larger thread stack that tier's deeper frames need keeps the schema check from overflowing.
const java = ['-Xss4m', '-XX:TieredStopAtLevel=1']
// vnu-jar's default export is the jar's path. With --format json the report is one JSON document on stderr.
const vnu = spawnSync(
  'java',
  [...java, '-jar', String(vnuJar), '--errors-only', '--exit-zero-always', '--format', 'json', ...pages],
  { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
)
const seconds = ((performance.now() - started) / 1000).toFixed(1)

// With --errors-only every message is a failure: an "error" in a page, or a "non-document-error" (a file
// the checker could not read).
const messages = readMessages(vnu)
if (!messages) {
  console.error('check-html: the Nu HTML Checker did not run (it needs Java 11 or newer on the PATH):')
  console.error(vnu.error?.message ?? vnu.stderr)
  process.exit(1)
}
for (const message of messages) {
  const file = message.url ? relative('.', fileURLToPath(message.url)) : '(checker)'
  const where = message.lastLine
    ? `${file}:${message.lastLine}:${message.firstColumn ?? message.lastColumn}`
    : file
  console.error(`${where}: ${message.type}: ${message.message}`)
  // The pages are minified to a few long lines, so the excerpt around the error says more than the line.
  if (message.extract) console.error(`    ${message.extract.replace(/\s+/g, ' ').trim().slice(0, 200)}`)
}
if (messages.length > 0) {
  console.error(`check-html: ${messages.length} error(s) in ${pages.length} pages (${seconds} s).`)
  process.exit(1)
}
console.log(`check-html: ${pages.length} pages in ${root}/ pass the Nu HTML Checker (${seconds} s).`)

/** The checker's messages, or undefined if Java or the checker failed before writing its JSON report. */
function readMessages(run) {
  if (run.error || run.status !== 0) return undefined
  try {
    return JSON.parse(run.stderr).messages
  } catch {
    return undefined
  }
}
