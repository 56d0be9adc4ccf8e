/**
 * Opens the visitor's mail app the way a click on a mailto: link does: through a temporary link, so the page
 * stays where it is (and a test can catch the click instead of leaving the page).
 */
export function openMailApp(url: string): void {
  const link = document.createElement('a')
  link.href = url
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
}
