/**
 * The outbox's delivery, handed to the room feature (features do not import each other); it loads on use.
 * From then on the outbox also runs in the background on every page, as it does from the start on a device
 * that sends to a room: a result queued offline goes once the device is back, whatever page is open.
 */
export async function deliverOutboxNow(): Promise<void> {
  const { deliverNow, startOutbox } = await import('../features/outbox/start-outbox')
  startOutbox()
  await deliverNow()
}
