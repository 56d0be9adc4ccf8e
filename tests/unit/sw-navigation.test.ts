import { describe, expect, it } from 'vitest'
import { APP_SHELL, pageFileFor, precachedFilesFor } from '../../sw/navigation'
import { htmlFileFor } from '../../scripts/vite-plugin-prerender'
import { prerenderedPages } from '../../src/content/pages'

describe('pageFileFor', () => {
  it.each([
    ['/', '/index.html'],
    ['', '/index.html'],
    ['/index.html', '/index.html'],
    ['/product', '/product/index.html'],
    ['/product/', '/product/index.html'],
    ['/legal/privacy', '/legal/privacy/index.html'],
    ['/legal/privacy//', '/legal/privacy/index.html'],
    ['/app-shell.html', '/app-shell.html'],
  ])('%s → %s', (pathname, file) => {
    expect(pageFileFor(pathname)).toBe(file)
  })

  it('finds the file the prerenderer wrote for every prerendered page', () => {
    for (const page of prerenderedPages.filter((candidate) => candidate.path !== '/404')) {
      expect(pageFileFor(page.path)).toBe(`/${htmlFileFor(page.path)}`)
    }
  })
})

describe('precachedFilesFor', () => {
  it.each([
    [
      '/result/6f1c2a9e-8b4d-4e2a-9c71-3f5e2d8a1b00',
      ['/result/6f1c2a9e-8b4d-4e2a-9c71-3f5e2d8a1b00/index.html', APP_SHELL],
    ],
    ['/result/anything/', ['/result/anything/index.html', APP_SHELL]],
    ['/result', ['/result/index.html']],
    ['/result/a/b', ['/result/a/b/index.html']],
    ['/resultx/abc', ['/resultx/abc/index.html']],
    ['/c/AgEx_y-Z', ['/c/AgEx_y-Z/index.html', APP_SHELL]],
    ['/c/AgEx_y-Z/', ['/c/AgEx_y-Z/index.html', APP_SHELL]],
    ['/c/AgEx_y-Z/card.png', ['/c/AgEx_y-Z/card.png/index.html']],
    ['/nope', ['/nope/index.html']],
  ])('%s → %j', (pathname, files) => {
    expect(precachedFilesFor(pathname)).toEqual(files)
  })
})

describe('htmlFileFor', () => {
  it.each([
    ['/', 'index.html'],
    ['/404', '404.html'],
    ['/about', 'about/index.html'],
    ['/legal/privacy', 'legal/privacy/index.html'],
  ])('%s → %s', (path, file) => {
    expect(htmlFileFor(path)).toBe(file)
  })
})
