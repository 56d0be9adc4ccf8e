import { site } from '../../src/content/site'
import { expect, test } from './edge-site'
import { SCANNER_ORIGIN, scoreSite } from './observatory'

test('the served site scores A+ on the MDN HTTP Observatory', async ({ request }) => {
  const page = await request.get('/')
  const preflight = await request.fetch('/', {
    method: 'OPTIONS',
    headers: { Origin: SCANNER_ORIGIN, 'Access-Control-Request-Method': 'GET' },
  })
  const { grade, score, tests } = scoreSite({
    url: `${site.url}/`,
    page: { status: page.status(), headers: page.headers(), html: await page.text() },
    preflight: { status: preflight.status(), headers: preflight.headers() },
  })

  console.log(`MDN HTTP Observatory: ${grade} (${score}/100)`)
  for (const { name, result, modifier } of tests)
    console.log(`  ${name}: ${result} (${modifier >= 0 ? '+' : ''}${modifier})`)
  expect(tests.filter((each) => each.modifier < 0)).toEqual([])
  expect(grade).toBe('A+')
})
