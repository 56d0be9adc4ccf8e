/** `npm run serve`: serves dist/ on http://localhost:4173 (PORT overrides). */
import { createSiteServer } from './site-server.mjs'

const port = Number(process.env.PORT ?? 4173)

createSiteServer({ root: process.env.SITE_DIR ?? 'dist' }).listen(port, () => {
  console.log(`Think First is being served at http://localhost:${port}`)
})
