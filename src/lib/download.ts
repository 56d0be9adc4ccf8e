/** Saves a blob or data URL as a file through a temporary link. */
export function downloadFile(source: Blob | string, fileName: string): void {
  const url = typeof source === 'string' ? source : URL.createObjectURL(source)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  if (typeof source !== 'string') setTimeout(() => URL.revokeObjectURL(url), 1000)
}
