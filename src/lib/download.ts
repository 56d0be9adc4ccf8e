import { followLink } from './follow-link'

/** Saves a blob or data URL as a file. */
export function downloadFile(source: Blob | string, fileName: string): void {
  const url = typeof source === 'string' ? source : URL.createObjectURL(source)
  followLink(url, fileName)
  if (typeof source !== 'string') setTimeout(() => URL.revokeObjectURL(url), 1000)
}
