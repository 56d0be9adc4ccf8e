/** MojoMe's pages, its cards', the live rooms' and the workshop tablet's pass axe, on desktop and on a phone. */
import { APP_PATH, testRoutesWithAxe } from './axe-routes'
import { routeCases } from './routes'

testRoutesWithAxe(routeCases.filter((route) => APP_PATH.test(route.path)))
