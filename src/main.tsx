import { afterFirstPaint } from './lib/after-first-paint'
import { captureInstallOffer } from './features/pwa/install-offer'
import './styles.css'

captureInstallOffer()

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')

const loadApp = () => {
  import('./start-app')
    .then(({ startApp }) => startApp(root))
    .catch((error: unknown) => console.error('Think First could not start its app code', error))
}

// A prerendered page is complete without script, so it paints first and only then fetches the app:
// on a slow phone, React and the router would otherwise share the network and the main thread with the
// first paint. Nothing the visitor does meanwhile is lost: fields keep their text (they are uncontrolled),
// links, the menu (a popover) and the buttons that must work at once (they are GET forms) need no app, and
// a tap on any other button or a form sent meanwhile is kept by the page's input holder
// (src/start/hold-input.ts, which runs before the first paint) and carried out once the app runs it. The
// bare app shell has nothing to show until the app runs, so it starts at once.
if (root.hasChildNodes()) afterFirstPaint(loadApp)
else loadApp()
