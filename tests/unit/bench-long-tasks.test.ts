import { describe, expect, it } from 'vitest'
import { tasksFromTrace } from '../../bench/long-tasks.mjs'

const URL = 'http://localhost:4319/intake'
const PAGE = { pid: 7, tid: 1 }
/** Trace times are in microseconds; the document starts parsing at 1 s. */
const PARSE_AT = 1_000_000

function task(atMs: number, workMs: number, wallMs: number, thread = PAGE) {
  return { name: 'RunTask', ...thread, ts: PARSE_AT + atMs * 1000, dur: wallMs * 1000, tdur: workMs * 1000 }
}

function request(url: string, requestId: string, sentAtMs: number, finishedAtMs: number) {
  return [
    {
      name: 'ResourceSendRequest',
      ...PAGE,
      ts: PARSE_AT + sentAtMs * 1000,
      args: { data: { url, requestId } },
    },
    { name: 'ResourceFinish', ...PAGE, ts: PARSE_AT + finishedAtMs * 1000, args: { data: { requestId } } },
  ]
}

const parse = { name: 'ParseHTML', ...PAGE, ts: PARSE_AT, dur: 5000, args: { beginData: { url: URL } } }

describe("the long-task bench's reading of a trace", () => {
  it("keeps the page's finished main-thread tasks, with their work and wall-clock lengths", () => {
    const events = [
      parse,
      task(10, 35, 120),
      task(400, 12, 60),
      task(20, 90, 95, { pid: 7, tid: 2 }),
      task(30, 80, 80, { pid: 3, tid: 1 }),
      { name: 'RunTask', ...PAGE, ts: PARSE_AT + 900_000 },
    ]
    expect(tasksFromTrace(events, URL).tasks).toEqual([
      { startMs: 10, workMs: 35, wallMs: 120 },
      { startMs: 400, workMs: 12, wallMs: 60 },
    ])
  })

  it('says when the start-up code arrived, on the same clock as the tasks', () => {
    const events = [
      parse,
      ...request('http://localhost:4319/assets/app-Bx1.js', '1', 5, 150),
      ...request('http://localhost:4319/assets/start-app-Q9z_k.js', '2', 6, 240),
    ]
    expect(tasksFromTrace(events, URL).appCodeAtMs).toBe(240)
  })

  it('finds nothing in a trace of another page', () => {
    const events = [{ ...parse, args: { beginData: { url: 'http://localhost:4319/' } } }, task(10, 60, 60)]
    expect(tasksFromTrace(events, URL)).toEqual({ tasks: [], appCodeAtMs: null })
  })

  it('counts the wall clock as the work when the trace has no thread time', () => {
    const withoutThreadTime = { ...task(10, 0, 70), tdur: undefined }
    expect(tasksFromTrace([parse, withoutThreadTime], URL).tasks).toEqual([
      { startMs: 10, workMs: 70, wallMs: 70 },
    ])
  })
})
