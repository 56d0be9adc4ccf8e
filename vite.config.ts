import tailwindcss from '@tailwindcss/vite'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { chunkGroups } from './scripts/chunk-groups.ts'
import { hostFiles } from './scripts/vite-plugin-host-files.ts'
import { launchCheck } from './scripts/vite-plugin-launch-check.ts'
import { prerender } from './scripts/vite-plugin-prerender.ts'
import { sonnerStylesheet } from './scripts/vite-plugin-sonner-stylesheet.ts'
import { webManifest } from './src/content/manifest.ts'

/** Where `vite build --ssr` writes the renderer that the client build's prerender step imports. */
const SERVER_ENTRY = '.prerender/entry-server.js'
/** Identifies a deployment; BUILD_ID overrides the package version (CI can pass a commit hash). */
const BUILD_ID = process.env.BUILD_ID ?? process.env.npm_package_version ?? 'dev'

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
    react(),
    tailwindcss(),
    sonnerStylesheet(),
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
      },
    }),
  ],
  build: {
    target: 'es2022',
    // No preload links for dynamic imports: Vite's helper appended one <link rel="modulepreload"> per chunk
    // when the app started, 34 on /intake, and those appends were the longest task of the page's start
    // (17-41 ms at 1x under Lighthouse). The chunk groups keep the waterfall shallow instead: the app's start
    // fetches the framework and the shared modules at once, then the app, then the page.
    modulePreload: false,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: chunkGroups() } } },
  },
}))
