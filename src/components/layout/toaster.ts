// The toast library and its stylesheet, loaded together after the first paint. sonner's own injection of the
// same CSS is removed at build time (scripts/vite-plugin-sonner-stylesheet.ts): the CSP allows no inline style.
import 'sonner/dist/styles.css'

export { Toaster } from 'sonner'
