/**
 * The one Jotai store of live app state. React reads it through the Provider in app.tsx; code outside React
 * (the install offer caught at start-up, the service-worker bridge, the assessment's persistence) reads and
 * writes the same atoms through this store. What is stored on the device belongs to Dexie (src/db) and what
 * is in the address to the router; atoms hold only what lives while the page does.
 */
import { createStore } from 'jotai/vanilla'

export const appStore = createStore()
