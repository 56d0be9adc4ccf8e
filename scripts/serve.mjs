/** `npm run serve`: serves dist/ on http://localhost:4173 (PORT overrides; 0 takes any free port). */
import { createSiteServer } from './site-server.mjs'

const port = Number(process.env.PORT ?? 4173)

const server = createSiteServer({ root: process.env.SITE_DIR ?? 'dist' })
server.listen(port, () => {
  console.log(`Think First is being served at http://localhost:${server.address().port}`)
})
