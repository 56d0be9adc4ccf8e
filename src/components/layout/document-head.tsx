import { useRouterState } from '@tanstack/react-router'
import { useEffect } from 'react'
import { currentPage } from '../../lib/current-page'
import { HEAD_MARKER, pageHead } from '../../lib/head'
import type { PageMeta } from '../../content/pages'

/** Keeps <title> and the page's meta tags in step with client-side navigation. */
export function DocumentHead() {
  const page = useRouterState({ select: (state) => currentPage(state.matches) })
  useEffect(() => applyHead(page), [page])
  return null
}

function applyHead(page: PageMeta) {
  const { meta, links } = pageHead(page)
  for (const stale of document.head.querySelectorAll(`[${HEAD_MARKER}]`)) stale.remove()
  for (const entry of meta) {
    if ('title' in entry) {
      document.title = entry.title
      continue
    }
    const tag = document.createElement('meta')
    tag.setAttribute(HEAD_MARKER, '')
    if ('name' in entry) tag.name = entry.name
    else tag.setAttribute('property', entry.property)
    tag.content = entry.content
    document.head.append(tag)
  }
  for (const link of links) {
    const tag = document.createElement('link')
    tag.setAttribute(HEAD_MARKER, '')
    tag.rel = link.rel
    tag.href = link.href
    document.head.append(tag)
  }
}
