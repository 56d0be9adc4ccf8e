/** `npm run serve`: serves dist/ on http://localhost:4173 (PORT overrides). */
import { createSiteServer } from './site-server.mjs'

const port = Number(process.env.PORT ?? 4173)
const connectOrigins = process.env.VITE_FORMS_ENDPOINT
  ? [new URL(process.env.VITE_FORMS_ENDPOINT).origin]
  : []

createSiteServer({ root: process.env.SITE_DIR ?? 'dist', connectOrigins }).listen(port, () => {
  console.log(`Think First is being served at http://localhost:${port}`)
})
