import { useState } from 'react'
import { buttonClasses } from '../../../components/ui/button-styles'
import { Icon } from '../../../components/ui/icon'
import { duoImageCopy } from '../../../content/duo'
import { duoMembersPath, type DuoMember } from '../../../domain/card/duo-link'
import { downloadFile } from '../../../lib/download'
import { fill } from '../../../lib/format'
import { reloadingForNewBuild } from '../../../state/pwa-atoms'

type SaveState = 'idle' | 'drawing' | 'saved' | 'failed'

const STATUS: Record<SaveState, string> = {
  idle: '',
  drawing: '',
  saved: fill(duoImageCopy.saved, { file: duoImageCopy.file }),
  failed: duoImageCopy.failed,
}

/**
 * Saves the duo's post image (1080 x 1350), its QR code pointing at the duo link. The drawing code loads
 * only when asked for, and says what happened.
 */
export function DuoPictureButton({ members }: { members: readonly [DuoMember, DuoMember] }) {
  const [state, setState] = useState<SaveState>('idle')

  async function save() {
    setState('drawing')
    const link = `${window.location.origin}${duoMembersPath(members)}`
    try {
      const { renderDuoImage } = await import('./duo-image')
      downloadFile(await renderDuoImage(members, link), duoImageCopy.file)
      setState('saved')
    } catch (error) {
      if (!(await reloadingForNewBuild(error))) setState('failed')
    }
  }

  return (
    <div className="grid justify-items-start gap-2">
      <button
        type="button"
        className={buttonClasses('secondary')}
        disabled={state === 'drawing'}
        onClick={() => void save()}
      >
        <Icon name="download" />
        {state === 'drawing' ? duoImageCopy.saving : duoImageCopy.save}
      </button>
      <p role="status" className="text-sm text-ink-700 empty:hidden">
        {STATUS[state]}
      </p>
    </div>
  )
}
