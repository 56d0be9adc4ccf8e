import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import type { CodeSplittingGroup } from 'rolldown'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { hostFiles } from './scripts/vite-plugin-host-files.ts'
import { inputHolder } from './scripts/vite-plugin-input-holder.ts'
import { launchCheck } from './scripts/vite-plugin-launch-check.ts'
import { prerender } from './scripts/vite-plugin-prerender.ts'
import { attendeePrecache } from './scripts/attendee-precache.mjs'
import { ownerPrecache } from './scripts/owner-precache.mjs'
import { sonnerStylesheet } from './scripts/vite-plugin-sonner-stylesheet.ts'
import { webManifest } from './src/content/manifest.ts'

/** Where `vite build --ssr` writes the renderer that the client build's prerender step imports. */
const SERVER_ENTRY = '.prerender/entry-server.js'
/** Identifies a deployment; BUILD_ID overrides the package version (CI can pass a commit hash). */
const BUILD_ID = process.env.BUILD_ID ?? process.env.npm_package_version ?? 'dev'

/** The app's own modules: ids under src/, with forward slashes. */
const SOURCE = fileURLToPath(new URL('src/', import.meta.url)).replaceAll('\\', '/')

/** A rule on the path of one of the app's own modules under src/. */
const source = (path: RegExp) => (id: string) => {
  const file = id.replaceAll('\\', '/')
  return file.startsWith(SOURCE) && path.test(file.slice(SOURCE.length))
}

/**
 * How the client build groups modules into chunks, by Rolldown's own rules on module ids, so a module's
 * chunk follows from where it lives and what imports it, never from a list kept by hand. A higher priority
 * chooses first; a group takes the modules it matches and, unless a higher group has them, their imports.
 */
const CHUNK_GROUPS: CodeSplittingGroup[] = [
  // What the entry script runs before the first paint (Rolldown tags it `$initial`) stays in that one file.
  { name: 'index', tags: ['$initial'], priority: 50 },
  // React, React DOM and the router: every page runs them, and they change only with a dependency update.
  {
    name: 'framework',
    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@tanstack|use-sync-external-store)[\\/]/,
    priority: 40,
  },
  // The app's start, on its own: the browser evaluates it with the framework it imports, and the app's shell
  // (route tree, what the routes read from the address, the page hero nearly every page opens with, and the
  // store's atoms, which would otherwise drag the code of whichever group took them onto every page) after it,
  // in a task of its own, so that neither becomes one long task. Each takes what it imports. The frame around
  // the page and everything else are left to Rolldown's own splitting: a module goes with the set of pages that
  // import it, so a page loads only what it uses (docs/architecture.md, "How the code is split").
  { name: 'start-app', test: source(/^start-app\.tsx$/), priority: 30 },
  { name: 'app', test: source(/^app\.tsx$|^components\/ui\/page-hero\.tsx$|^state\//), priority: 30 },
  // The storage door (the data facade and the modules behind it), which every page that stores data shares:
  // on its own, so an attendee's phone takes it without the workshop tablet's code.
  { name: 'device-data', test: source(/^db\/device-data\.ts$/), priority: 21 },
  // The rooms' wire format, which the join page reads without the storage layer that also imports it.
  { name: 'room-protocol', test: source(/^domain\/room\/room-protocol\.ts$/), priority: 25 },
]

// An attendee's phone precaches its path first (sw/site-later.ts): the entries it needs are marked here.
const attendee = attendeePrecache()
// The owner's inbox is never precached for visitors (scripts/owner-precache.mjs).
const owner = ownerPrecache()

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    attendee.plugin,
    owner.plugin,
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // What a page draws loads with the page, its "loading" view included (/result/{uuid}'s pulls in the card).
      codeSplittingOptions: {
        defaultBehavior: [['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
      },
      quoteStyle: 'single',
    }),
    react(),
    tailwindcss(),
    sonnerStylesheet(),
    // Before the prerenderer, which copies index.html's head into every page.
    !isSsrBuild && inputHolder(),
    // The SSR build exists only to feed the prerenderer, which runs in the client build.
    !isSsrBuild && prerender({ serverEntry: SERVER_ENTRY, buildId: BUILD_ID }),
    // After the prerenderer: the host's rules are made from the pages it wrote.
    !isSsrBuild && hostFiles(),
    !isSsrBuild && launchCheck({ serverEntry: SERVER_ENTRY }),
    // Also in the SSR build, to resolve its virtual modules; it generates the worker in client builds only.
    VitePWA({
      // injectManifest, because navigations need our own routing (pages, the /result/* shell, a real
      // 404 page), large media needs a runtime cache, and later the outbox needs Background Sync.
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest: webManifest,
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,woff2,svg,png,webmanifest}'],
        // Store screenshots are for install dialogs only; media goes to a runtime cache.
        globIgnores: ['screenshots/**', 'media/**'],
        manifestTransforms: [owner.manifestTransform, attendee.manifestTransform],
      },
    }),
  ],
  resolve: {
    // React 19 has useSyncExternalStore: the router's store needs only the selector, not the shim for old React.
    alias: { 'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector' },
  },
  build: {
    target: 'es2022',
    // No preload links for dynamic imports: Vite's helper appends one per chunk as the app starts, and those
    // appends were the longest task of a page's start (docs/architecture.md, "How the code is split").
    modulePreload: false,
    // The chunk graph, for the tests that check what each page loads (tests/e2e/chunks.spec.ts).
    manifest: !isSsrBuild,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
}))
