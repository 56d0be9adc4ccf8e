import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url'

/**
 * Fetches the QR scanner's WebAssembly once, so the service worker keeps it and the facilitator can scan
 * attendees' codes with the network off. Only devices that start a workshop pay for it; a failure (offline
 * already) leaves the scanner to fetch it when opened.
 */
export function keepScannerOffline(): void {
  void fetch(wasmUrl).catch(() => undefined)
}
