/**
 * Does what a click on a link does, through a temporary hidden one: a download is saved or the mail app opens
 * while the page stays where it is (and a test can catch the click).
 */
export function followLink(href: string, download?: string): void {
  const link = document.createElement('a')
  link.href = href
  link.hidden = true
  if (download !== undefined) link.download = download
  document.body.append(link)
  link.click()
  link.remove()
}
