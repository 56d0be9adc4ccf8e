import { EXIT_MS, SWIPE_MIN_PX } from '../../src/features/assessment/swipe-card'
import { ROUND_ADVANCE_DELAY_MS } from '../../src/features/assessment/rules'
import { test } from './fixtures'
test('imports', () => { console.log(EXIT_MS, SWIPE_MIN_PX, ROUND_ADVANCE_DELAY_MS) })
