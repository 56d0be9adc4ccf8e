/** The outbox's delivery, handed to the room feature (features do not import each other); it loads on use. */
export async function deliverOutboxNow(): Promise<void> {
  const { deliverNow } = await import('../../features/outbox/start-outbox')
  await deliverNow()
}
