import { useId, useMemo, useRef, useState } from 'react'
import { GroupRadars } from '../../../components/result/group-radar'
import { PowerCountItems } from '../../../components/result/power-count-items'
import { buttonClasses } from '../../../components/ui/button-styles'
import { groupPowersCopy, groupViewCopy, roomScreenCopy } from '../../../content/workshop-group'
import type { AssessmentResult } from '../../../domain/assessment-types'
import { summarizeGroup } from '../../../domain/workshop-group'
import { fill } from '../../../lib/format'
import { countText } from './count-text'

/** The room screen lists this many of the most chosen powers: more would not read from the back. */
const ROOM_POWER_LIMIT = 8

/**
 * The group for a projector, full screen: how many took part, the two average radars and the most chosen
 * powers, in type read from the back of a room. No names and no one's own scores.
 */
function RoomScreenBody({
  titleId,
  name,
  results,
}: {
  titleId: string
  name: string
  results: readonly AssessmentResult[]
}) {
  const summary = useMemo(() => summarizeGroup(results), [results])
  const { averages } = summary
  return (
    <div className="grid h-full grid-rows-[auto_minmax(0,1fr)] gap-[2vh] p-[3vh]">
      {/* Clear of the Close button in the top corner. */}
      <div className="flex items-end justify-between gap-8 pr-24">
        <h2 id={titleId} className="font-display text-[3vw] leading-tight font-bold text-ink-950">
          {fill(roomScreenCopy.title, { name })}
        </h2>
        <p className="font-display text-[4.5vw] leading-none font-bold text-iris-700 tabular-nums">
          {countText(groupViewCopy.participants, summary.participants)}
        </p>
      </div>
      <div className="grid min-h-0 grid-cols-[1fr_1fr_0.8fr] gap-[2vw]">
        {averages && <GroupRadars averages={averages} />}
        <section aria-labelledby="room-powers" className="min-h-0 overflow-hidden">
          <h3 id="room-powers" className="font-display text-[2.5vw] font-bold text-ink-950">
            {groupPowersCopy.title}
          </h3>
          <ol className="mt-[1vh] grid gap-[0.8vh] text-[1.9vw]">
            <PowerCountItems
              powers={summary.powerCounts.slice(0, ROOM_POWER_LIMIT)}
              spacing="gap-4 pb-[0.6vh]"
            />
          </ol>
        </section>
      </div>
    </div>
  )
}

/** "Show to the room": the room screen in a full-screen dialog, closed with its button or Escape. */
export function RoomScreen({ name, results }: { name: string; results: readonly AssessmentResult[] }) {
  const id = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  // Drawn only while open: charts need a laid-out box, and nobody else pays for them.
  const [shown, setShown] = useState(false)
  function open() {
    setShown(true)
    dialog.current?.showModal()
    void dialog.current?.requestFullscreen?.().catch(() => {
      // Refused (a browser setting): the dialog still fills the window.
    })
  }
  function closed() {
    setShown(false)
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => {})
  }
  return (
    <>
      <button type="button" className={buttonClasses('secondary')} onClick={open}>
        {roomScreenCopy.open}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={id}
        onClose={closed}
        className="m-0 h-dvh max-h-none w-dvw max-w-none bg-white p-0 backdrop:bg-ink-950"
      >
        <form method="dialog" className="absolute top-4 right-4 z-10">
          <button type="submit" className={buttonClasses('secondary')}>
            {roomScreenCopy.close}
          </button>
        </form>
        {shown && <RoomScreenBody titleId={id} name={name} results={results} />}
      </dialog>
    </>
  )
}
