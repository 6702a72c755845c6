'use client'

/**
 * "Make a lighter copy" on an image's weight finding: posts the finding's budget to the media collection's endpoint
 * (src/features/media/lighter/contract.ts), which replaces the image's file, then refreshes the admin's page so the
 * checks are read again. Not a <form>: it sits inside the page's own edit form.
 */
import { Button } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import type { LighterCopyInput, LighterCopyResult } from '@/features/media/lighter/contract'
import type { LIGHTER_TEXTS } from './lighter-texts'

export type LighterTexts = Record<keyof typeof LIGHTER_TEXTS, string>

type Props = {
  media: number
  maxBytes: number
  /** The media collection's REST address (`/api/cms/media`). */
  endpoint: string
  texts: LighterTexts
}

type State = { kind: 'idle' } | { kind: 'working' } | { kind: 'done'; kb: number } | { kind: 'failed'; message: string }

export function LighterCopyButton({ media, maxBytes, endpoint, texts }: Props) {
  const router = useRouter()
  const [state, setState] = useState<State>({ kind: 'idle' })

  const lighten = async () => {
    setState({ kind: 'working' })
    const body: LighterCopyInput = { maxBytes }
    try {
      const response = await fetch(`${endpoint}/${media}/lighter`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      const answer = (await response.json().catch(() => null)) as (LighterCopyResult & { error?: string }) | null
      if (response.ok && answer) {
        setState({ kind: 'done', kb: Math.ceil(answer.filesize / 1024) })
        router.refresh()
      } else setState({ kind: 'failed', message: answer?.error ?? texts.failed })
    } catch {
      setState({ kind: 'failed', message: texts.failed })
    }
  }

  if (state.kind === 'done') return <p role="status">{texts.done.replace('{kb}', String(state.kb))}</p>
  return (
    <>
      <Button buttonStyle="secondary" size="small" disabled={state.kind === 'working'} onClick={lighten}>
        {state.kind === 'working' ? texts.working : texts.button}
      </Button>
      {state.kind === 'failed' && <p role="alert">{state.message}</p>}
    </>
  )
}
