/**
 * The lint zones hold: an import that runs back up fails `npm run lint`. The rule passes silently on an
 * import its resolver cannot follow, so each case here imports a file that exists.
 */
import { ESLint } from 'eslint'
import { beforeAll, describe, expect, it } from 'vitest'

let eslint: ESLint

beforeAll(() => {
  eslint = new ESLint()
})

async function restrictedImports(filePath: string, specifier: string): Promise<number> {
  const [result] = await eslint.lintText(`export * from '${specifier}'\n`, { filePath })
  return result!.messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths').length
}

describe('the import direction', () => {
  it.each([
    ['edge/probe.ts', '../src/features/result/share/card-facts'],
    ['edge/probe.ts', '../src/db/device-data'],
    ['edge/probe.ts', '../scripts/wrangler.mjs'],
    ['sw/probe.ts', '../src/db/database'],
    ['sw/probe.ts', '../src/db/outbox-repository'],
    ['sw/probe.ts', '../src/services/outbox/flush-outbox'],
    ['src/features/pwa/probe.ts', '../../../sw/navigation'],
    ['src/features/assessment/probe.ts', '../result/results-step'],
    ['src/domain/probe.ts', '../../edge/card-link'],
    ['src/db/probe.ts', '../features/result/share/card-facts'],
    ['src/site-rules/probe.ts', '../domain/card/card-theme'],
    ['src/services/outbox/probe.ts', '../../components/layout/show-toast'],
    ['src/services/outbox/probe.ts', '../../features/outbox/start-outbox'],
    ['src/services/room/probe.ts', '../outbox/flush-outbox'],
    ['src/start/probe.ts', '../features/result/share/card-facts'],
    ['src/start/probe.ts', '../db/device-data'],
    ['src/lib/probe.ts', '../start/page-live'],
  ])('refuses %s importing %s', async (filePath, specifier) => {
    expect(await restrictedImports(filePath, specifier)).toBe(1)
  })

  it.each([
    ['edge/probe.ts', '../src/domain/card/card-theme'],
    ['edge/probe.ts', '../src/content/card-preview'],
    ['edge/probe.ts', '../src/site-rules/site-rules.mjs'],
    ['sw/probe.ts', '../src/db/worker-outbox'],
    ['sw/probe.ts', '../src/domain/outbox/outbox-flush'],
    ['scripts/probe.ts', '../src/site-rules/site-rules.mjs'],
    ['src/features/outbox/probe.ts', '../../services/outbox/flush-outbox'],
    ['src/features/join/probe.ts', '../../services/room/room-api'],
    ['src/start/probe.ts', '../lib/use-hydrated'],
    ['src/components/ui/probe.ts', '../../start/hydrate-after-live'],
  ])('lets %s import %s', async (filePath, specifier) => {
    expect(await restrictedImports(filePath, specifier)).toBe(0)
  })
})
