/**
 * The storage calls still under way, so a page about to reload itself can let them finish first: an
 * IndexedDB transaction cut off by the reload would lose the answer it was saving.
 */
const pending = new Set<Promise<unknown>>()

/** Keeps `work` in the pending set until it settles; returns it. */
export function trackWrite<T>(work: Promise<T>): Promise<T> {
  pending.add(work)
  void work.finally(() => pending.delete(work)).catch(() => {})
  return work
}

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Resolves once no storage call is under way (calls made meanwhile included), or after `limitMs`. */
export async function writesSettled(limitMs = 3000): Promise<void> {
  const deadline = performance.now() + limitMs
  // A change saves once its microtasks run, and a call that follows another (a read, then the write it
  // decides) starts in the microtasks after it: look once they have run.
  await nextTask()
  while (pending.size > 0 && performance.now() < deadline) {
    const left = deadline - performance.now()
    await Promise.race([
      Promise.allSettled([...pending]),
      new Promise((resolve) => setTimeout(resolve, left)),
    ])
    await nextTask()
  }
}
