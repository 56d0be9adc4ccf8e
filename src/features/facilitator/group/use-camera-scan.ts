import { useEffect, useEffectEvent, useState, type RefObject } from 'react'
import { startCameraScan, type ScanState } from './camera-scan'

/**
 * Runs the camera into `video` and reads QR codes from it while `session` is not 0; each opening of the
 * scanner is a new session. The camera stops when the session ends or the component unmounts.
 */
export function useCameraScan(
  session: number,
  video: RefObject<HTMLVideoElement | null>,
  onCode: (text: string) => void,
): ScanState {
  const [reported, setReported] = useState<{ session: number; state: ScanState } | null>(null)
  const handleCode = useEffectEvent(onCode)

  useEffect(() => {
    const element = video.current
    if (session === 0 || !element) return
    return startCameraScan(element, {
      onState: (state) => setReported({ session, state }),
      onCode: (text) => handleCode(text),
    })
  }, [session, video])

  if (session === 0) return { status: 'off' }
  return reported?.session === session ? reported.state : { status: 'starting' }
}
