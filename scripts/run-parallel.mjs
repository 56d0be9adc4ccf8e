/**
 * `node scripts/run-parallel.mjs lint typecheck`: runs the named npm scripts at the same time and fails if
 * any fails. ESLint and each TypeScript check keep to one core, so on a two-core machine two of them side by
 * side take as long as the longer one. Each script's output is printed whole once it ends, not interleaved.
 */
import { spawn } from 'node:child_process'

const names = process.argv.slice(2)
if (names.length === 0) {
  console.error('run-parallel: name the npm scripts to run, e.g. `lint typecheck`.')
  process.exit(1)
}

function run(name) {
  return new Promise((resolve) => {
    const output = []
    const child = spawn('npm', ['run', '--silent', name])
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (code) => {
      process.stdout.write(`\n> npm run ${name} (exit ${code})\n`)
      process.stdout.write(Buffer.concat(output))
      resolve(code === 0)
    })
  })
}

const passed = await Promise.all(names.map(run))
const failed = names.filter((_, index) => !passed[index])
if (failed.length > 0) {
  console.error(`run-parallel: failed: ${failed.join(', ')}`)
  process.exit(1)
}
