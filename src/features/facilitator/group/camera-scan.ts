import { loadQrDetector, type QrDetector } from './load-qr-detector'

export type CameraProblem = 'denied' | 'no-camera' | 'busy' | 'unsupported' | 'no-scanner'

export type ScanState =
  { status: 'off' | 'starting' | 'scanning' } | { status: 'failed'; problem: CameraProblem }

/** How often a frame is read: often enough to feel instant, rarely enough to leave a tablet cool. */
const SCAN_INTERVAL_MS = 200
const CAMERA: MediaStreamConstraints = { video: { facingMode: { ideal: 'environment' } }, audio: false }

/** What a refused getUserMedia means for the facilitator, by the error's name. */
function problemOf(error: unknown): CameraProblem {
  const name = error instanceof Object && 'name' in error ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied'
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-camera'
  if (name === 'NotReadableError' || name === 'AbortError') return 'busy'
  return 'unsupported'
}

interface CameraScanHandlers {
  /** Called as the camera starts, runs or fails. */
  onState: (state: ScanState) => void
  /** Called with the text of each QR code in view, every time a frame is read. */
  onCode: (text: string) => void
}

/**
 * Starts the camera into `video`, with a QR code reader (loaded now), and reads a frame every
 * SCAN_INTERVAL_MS. Returns the function that stops it all; the camera is off after it, even if it was
 * still starting when it was called.
 */
export function startCameraScan(
  video: HTMLVideoElement,
  { onState, onCode }: CameraScanHandlers,
): () => void {
  let stopped = false
  let stream: MediaStream | undefined
  let timer: ReturnType<typeof setTimeout> | undefined
  const report = (state: ScanState) => {
    if (!stopped) onState(state)
  }
  const stopCamera = () => {
    for (const track of stream?.getTracks() ?? []) track.stop()
    stream = undefined
  }

  const scan = async (detector: QrDetector) => {
    if (stopped) return
    if (video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
      try {
        for (const text of await detector.detect(video)) if (!stopped) onCode(text)
      } catch {
        // A frame that cannot be read (the camera still settling) is skipped; the next one is tried.
      }
    }
    if (!stopped) timer = setTimeout(() => void scan(detector), SCAN_INTERVAL_MS)
  }

  const start = async () => {
    if (!navigator.mediaDevices?.getUserMedia) return report({ status: 'failed', problem: 'unsupported' })
    const [camera, detector] = await Promise.allSettled([
      navigator.mediaDevices.getUserMedia(CAMERA),
      loadQrDetector(),
    ])
    if (camera.status === 'fulfilled') stream = camera.value
    // Stopped while the camera was starting: it must not stay on.
    if (stopped) return stopCamera()
    if (camera.status === 'rejected') return report({ status: 'failed', problem: problemOf(camera.reason) })
    if (detector.status === 'rejected') {
      stopCamera()
      return report({ status: 'failed', problem: 'no-scanner' })
    }
    video.srcObject = stream ?? null
    try {
      await video.play()
    } catch {
      // play() is interrupted when the scanner closes at once; frames are read all the same.
    }
    report({ status: 'scanning' })
    void scan(detector.value)
  }

  void start()
  return () => {
    stopped = true
    clearTimeout(timer)
    stopCamera()
    video.srcObject = null
  }
}
