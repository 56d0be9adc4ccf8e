/** Reads the text of the QR codes in a video frame. */
export interface QrDetector {
  detect(source: HTMLVideoElement): Promise<string[]>
}

/** The Barcode Detection API where the browser has it (Android, ChromeOS, macOS): no download at all. */
interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector
  getSupportedFormats(): Promise<string[]>
}

async function nativeDetector(): Promise<QrDetector | null> {
  const Native = (window as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector
  if (!Native) return null
  try {
    // Some builds have the API but no QR reader behind it (Chromium on Linux, for one).
    if (!(await Native.getSupportedFormats()).includes('qr_code')) return null
    const detector = new Native({ formats: ['qr_code'] })
    return { detect: async (source) => (await detector.detect(source)).map((code) => code.rawValue) }
  } catch {
    return null
  }
}

/**
 * A QR code reader: the browser's own, else the barcode-detector polyfill (ZXing in WebAssembly, about a
 * megabyte), which is downloaded here, when the scanner is opened, and never before.
 */
export async function loadQrDetector(): Promise<QrDetector> {
  const native = await nativeDetector()
  if (native) return native
  const { createZxingDetector } = await import('./zxing-qr-detector')
  return createZxingDetector()
}
