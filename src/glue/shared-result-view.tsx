import { lazy, Suspense } from 'react'
import type { SharedResultOutcome } from '../features/results/resolve-shared-result'
import { SharedResultPage } from '../features/results/shared-result-page'
import { WorkshopGuard } from '../features/facilitator/tablet/workshop-guard'

// The share dialog (and its toast library) loads with a card to share.
const ShareDialog = lazy(() =>
  import('../features/share/share-dialog').then((m) => ({ default: m.ShareDialog })),
)

/**
 * A card opened from a link (/result/{uuid}#… or /c/{code}), with its share dialog. In workshop mode another
 * attendee's card opens only with the facilitator's PIN.
 */
export function SharedResultView({ outcome }: { outcome: SharedResultOutcome }) {
  return (
    <WorkshopGuard>
      <SharedResultPage
        outcome={outcome}
        actions={(result) => (
          <Suspense>
            <ShareDialog result={result} />
          </Suspense>
        )}
      />
    </WorkshopGuard>
  )
}
