/** What the browser says about the visitor's wish for less motion and less data. */
export interface AutoplayPreferences {
  reducedMotion: boolean
  saveData: boolean
}

/** Whether a decorative video may start by itself: never under reduced motion or Save-Data. */
export function mayAutoplay(preferences: AutoplayPreferences): boolean {
  return !preferences.reducedMotion && !preferences.saveData
}

const EMBED_ORIGIN = 'https://www.youtube-nocookie.com'

/** The privacy-enhanced embed address of a video, set to start playing (the visitor has just asked for it). */
export function lectureEmbedUrl(videoId: string): string {
  return `${EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}?autoplay=1`
}
