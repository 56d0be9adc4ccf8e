import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { chunkGroups } from '../../scripts/chunk-groups'

const groups = chunkGroups()

/** The name of the group that captures a module, as Rolldown asks them in priority order. */
function groupOf(path: string): string | undefined {
  const id = path.startsWith('node_modules') || path.startsWith('\0') ? path : resolve(path)
  const matches = (test: (typeof groups)[number]['test']) =>
    typeof test === 'function' ? Boolean(test(id)) : test instanceof RegExp ? test.test(id) : false
  return [...groups]
    .sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0))
    .find((group) => matches(group.test))?.name as string | undefined
}

describe('chunk groups', () => {
  it('put React, React DOM and the router in one framework chunk', () => {
    for (const file of [
      'node_modules/react/index.js',
      'node_modules/react-dom/cjs/react-dom-client.production.js',
      'node_modules/scheduler/index.js',
      'node_modules/@tanstack/router-core/dist/esm/router.js',
    ])
      expect(groupOf(resolve(file)), file).toBe('framework')
  })

  it('share light source modules that import nothing but the framework and Jotai', () => {
    for (const file of [
      'src/content/site.ts',
      'src/components/ui/icon.tsx',
      'src/domain/scoring.ts',
      'src/components/form/text-field.tsx',
    ])
      expect(groupOf(file), file).toBe('shared')
  })

  it('never share a module that reaches a heavy library, however deep', () => {
    for (const file of [
      // chart.js, itself and through the results step
      'src/components/result/radar-chart.tsx',
      'src/features/assessment/results-step.tsx',
      // Dexie
      'src/db/database.ts',
      // uqr
      'src/lib/qr.ts',
      // sonner
      'src/components/layout/toaster.ts',
    ])
      expect(groupOf(file), file).toBeUndefined()
  })

  it('keep what runs before the first paint out of the shared chunk', () => {
    for (const file of ['src/main.tsx', 'src/state/app-store.ts', 'src/features/pwa/install-offer.ts'])
      expect(groupOf(file), file).toBeUndefined()
    expect(groupOf(resolve('node_modules/jotai/esm/vanilla.mjs'))).toBe('store')
    expect(groupOf('\0vite/preload-helper.js')).toBe('preload-helper')
  })
})
