import { holdInputUntilLive } from './held-input'

// A classic script of its own in every page's head, after the stylesheet: it runs before the body is parsed
// and painted, so no tap on a painted button goes unheard while the app's entry is still on its way.
holdInputUntilLive()
