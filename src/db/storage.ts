/**
 * The whole storage layer as one module, so that it arrives as one file when first needed: under the
 * browser's developer tools (and Lighthouse) every file a script asks for costs the main thread a few
 * milliseconds, and five at once were a long task on /mojo-me.
 */
export { getAppDatabase } from './database'
export * as sessions from './sessions-repository'
export * as results from './results-repository'
export * as outbox from './outbox-repository'
export * as workshops from './workshops-repository'
export * as comparisons from './comparisons-repository'
export * as rooms from './rooms-repository'
