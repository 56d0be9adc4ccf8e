/**
 * Where a bench run's results go. Every run writes bench/latest.json, which git ignores: the bench reports,
 * it does not accumulate. bench/baseline.json is the committed record of the run the budgets stand on;
 * `--baseline` writes a run there too, for a commit that changes a budget or the baseline and says why.
 */
import { readFile, writeFile } from 'node:fs/promises'

export const LATEST_FILE = 'bench/latest.json'
export const BASELINE_FILE = 'bench/baseline.json'

/** The latest run's results, which a partial run (`--rooms-only`, `--attendee-only`) updates; {} if none. */
export async function readLatest() {
  return JSON.parse(await readFile(LATEST_FILE, 'utf8').catch(() => '{}'))
}

/**
 * Writes `results` as the latest run, and as the baseline when `baseline` is set.
 * @param {object} results
 * @param {{ baseline: boolean }} options
 */
export async function writeResults(results, { baseline }) {
  const text = `${JSON.stringify(results, null, 2)}\n`
  await writeFile(LATEST_FILE, text)
  if (baseline) await writeFile(BASELINE_FILE, text)
}
