import { holdInputUntilLive } from './lib/held-input'

// A script of its own, loaded `async` and render-blocking in every page's head: it runs before the first
// paint, so no tap on a painted button goes unheard while the app's entry is still on its way.
holdInputUntilLive()
