/**
 * `npm test 2>&1 | node .ci/timings.mjs`: passes the output through unchanged, then ends it with where the
 * time went: each npm script's wall time, the slowest tests and how many were retried, and the suite's own
 * budgets (docs/testing.md, "The suite's budgets"), each marked as kept or over. CI keeps only the end of a
 * long output, and a run over its time budget must say what to cut. CI_STARTED (epoch seconds, set by
 * .ci/run) counts the installs before the tests in the whole run's time.
 */
import { createInterface } from 'node:readline'

/** The whole of `.ci/run` on a two-core machine, installs included. */
const RUN_BUDGET_MINUTES = 15
/** Any one spec file's tests, summed: past this a file is split or its tests move to a faster tier. */
const SPEC_FILE_BUDGET_SECONDS = 60
/** The test command's last script: the budgets are read only once the run got there. */
const LAST_STEP = 'test:edge'

const SCRIPT_BANNER = /^> [^@\s]+@\S+ (\S+)$/
const TEST_LINE = /^\s*[✓✘]\s+\d+ (\[[^\]]+\] › .+) \((\d+(?:\.\d+)?)(ms|s|m)\)$/
const UNIT = { ms: 0.001, s: 1, m: 60 }

const started = Date.now()
const phases = []
const tests = []
let retries = 0

for await (const line of createInterface({ input: process.stdin })) {
  process.stdout.write(`${line}\n`)
  const banner = SCRIPT_BANNER.exec(line)
  if (banner) phases.push({ name: banner[1], at: Date.now() })
  const test = TEST_LINE.exec(line)
  if (test) tests.push({ title: test[1], seconds: Number(test[2]) * UNIT[test[3]] })
  if (line.includes('(retry #')) retries++
}

const ended = Date.now()
const minutes = (ms) => `${(ms / 60_000).toFixed(1)} min`
const runStarted = Number(process.env.CI_STARTED) * 1000 || started
console.log(`\nCI timings: ${minutes(ended - started)} for the tests, ${minutes(ended - runStarted)} in all`)
// Nested scripts (test → test:e2e) each get a banner; a phase runs until the next banner.
phases.forEach((phase, index) => {
  const next = phases[index + 1]?.at ?? ended
  console.log(`  ${phase.name.padEnd(14)} ${minutes(next - phase.at)}`)
})
console.log(`Slowest tests (${tests.length} run, ${retries} retries):`)
for (const { title, seconds } of tests.sort((a, b) => b.seconds - a.seconds).slice(0, 15))
  console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${title.slice(0, 110)}`)
// Where a cut pays most: each spec file's summed test time.
const files = new Map()
for (const { title, seconds } of tests) {
  const file = /› (\S+\.spec\.ts)/.exec(title)?.[1] ?? title
  files.set(file, (files.get(file) ?? 0) + seconds)
}
console.log('Spec files by summed test time:')
const byTime = [...files].sort((a, b) => b[1] - a[1])
for (const [file, seconds] of byTime.slice(0, 15))
  console.log(`  ${(seconds / 60).toFixed(1).padStart(6)} min  ${file}`)

const mark = (kept) => (kept ? 'kept' : 'OVER')
const runMinutes = (ended - runStarted) / 60_000
const overlong = byTime.filter(([, seconds]) => seconds > SPEC_FILE_BUDGET_SECONDS)
// A run that stopped before its last step measured nothing it could keep.
const reachedTheEnd = phases.some((phase) => phase.name === LAST_STEP)
console.log('Budgets:')
if (!reachedTheEnd) console.log(`  not measured: the run stopped before ${LAST_STEP}`)
else {
  console.log(`  ${mark(runMinutes <= RUN_BUDGET_MINUTES)}  the whole run within ${RUN_BUDGET_MINUTES} min`)
  console.log(
    `  ${mark(overlong.length === 0)}  every spec file within ${SPEC_FILE_BUDGET_SECONDS} s` +
      overlong.map(([file, seconds]) => `\n          ${file}: ${seconds.toFixed(0)} s`).join(''),
  )
}
