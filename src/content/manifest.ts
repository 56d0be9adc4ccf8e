import type { ManifestOptions } from 'vite-plugin-pwa'
import { site } from './site.ts'

/** The web app manifest (installed name, colours, icons, shortcuts), written here and emitted at build. */
export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: `${site.name} · MojoMe`,
  short_name: site.shortName,
  description: site.description,
  lang: site.locale,
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: site.themeColor,
  background_color: site.backgroundColor,
  categories: ['education', 'productivity', 'business'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    {
      name: 'Discover Your MojoMe',
      short_name: 'MojoMe',
      description: 'Take the free thinking-style assessment',
      url: '/mojo-me',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
    {
      name: 'Find a Workshop',
      short_name: 'Workshops',
      url: '/workshops',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
  ],
  screenshots: [
    {
      src: '/screenshots/home-narrow.png',
      sizes: '390x844',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'The Think First home page on a phone',
    },
    {
      src: '/screenshots/home-wide.png',
      sizes: '1440x900',
      type: 'image/png',
      form_factor: 'wide',
      label: 'The Think First home page on a laptop',
    },
  ],
}
