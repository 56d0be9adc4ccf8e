import { audienceCopy } from '../../../content/facilitator/room-screen'
import { fill } from '../../../lib/format'
import { QrCode } from '../../../components/ui/qr-code'

export interface JoinDetails {
  /** The address people type, without its scheme ("thinkfirst.example/join"). */
  address: string
  /** The join link the QR code carries (with the room's public key in its fragment). */
  link: string
  code: string
  name: string
}

/** How to join while the room is open: the QR code, the address and the code, large. */
export function JoinPanel({ join, compact = false }: { join: JoinDetails; compact?: boolean }) {
  return (
    <div
      className={
        compact
          ? 'flex items-center gap-[1.2cqw] rounded-[2cqh] bg-white/10 p-[1cqh] pr-[1.6cqw]'
          : 'grid justify-items-center gap-[2cqh] text-center'
      }
      data-testid="room-join"
    >
      <QrCode
        text={join.link}
        label={fill(audienceCopy.qrLabel, { name: join.name })}
        className={
          compact
            ? 'size-[13cqh] rounded-[1cqh] bg-white p-[0.6cqh]'
            : 'size-[46cqh] rounded-[2.5cqh] bg-white p-[2cqh]'
        }
      />
      <div className={compact ? 'grid gap-[0.4cqh]' : 'grid gap-[1cqh]'}>
        <p className={compact ? 'text-[2.6cqh] text-ink-200' : 'text-[3.6cqh] text-ink-100'}>
          {fill(audienceCopy.joinAt, { address: join.address })}
        </p>
        <p className={compact ? 'text-[2.6cqh] text-ink-300' : 'text-[3cqh] text-ink-300'}>
          {audienceCopy.codeLabel}{' '}
          <span
            className={`block font-display leading-none font-bold tracking-[0.08em] text-white ${compact ? 'text-[5cqh]' : 'text-[11cqh]'}`}
            data-testid="join-code"
          >
            {join.code}
          </span>
        </p>
      </div>
    </div>
  )
}
