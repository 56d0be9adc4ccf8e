/**
 * A sender within a rate limiting binding per address and, on IPv6, the one per /48 beside it: one sender
 * often holds a whole /48, and would otherwise get the per-address limit once for each of its 65,536 /64s.
 */
export interface SenderLimits {
  perAddress: RateLimit
  perNetwork: RateLimit
}

/** Counts one request against the sender's keys (edge/client-key.ts `clientKeys`); false past either limit. */
export async function withinSenderLimits(
  { perAddress, perNetwork }: SenderLimits,
  [address = '', network]: readonly string[],
): Promise<boolean> {
  if (!(await perAddress.limit({ key: address })).success) return false
  return network === undefined || (await perNetwork.limit({ key: network })).success
}
