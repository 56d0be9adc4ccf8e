import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill'
// The WebAssembly file is served from this site: the polyfill would fetch it from a CDN, which neither the
// Content-Security-Policy nor a workshop without network allows. Its version is pinned to the polyfill's.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url'
import type { QrDetector } from './load-qr-detector'

/** The polyfill's QR reader, its WebAssembly compiled before the first frame so a failure shows at once. */
export async function createZxingDetector(): Promise<QrDetector> {
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  })
  const detector = new BarcodeDetector({ formats: ['qr_code'] })
  return { detect: async (source) => (await detector.detect(source)).map((code) => code.rawValue) }
}
