import { describe, expect, it } from 'vitest'
import { createRenderSlots, renderSlots, resetRenderSlots } from './render-slots'
import { requestScope, routerRequest, runInScope } from './request-scope'

describe('render slots', () => {
  it('lets `max` renders run, queues the next in order, and refuses beyond the queue', async () => {
    const slots = createRenderSlots({ max: 2, queue: 2 })
    const first = await slots.acquire()
    const second = await slots.acquire()
    const order: string[] = []
    const third = slots.acquire().then((release) => (order.push('third'), release))
    const fourth = slots.acquire().then((release) => (order.push('fourth'), release))
    expect(await slots.acquire()).toBeNull()
    expect([slots.running(), slots.waiting()]).toEqual([2, 2])
    first!()
    first!() // a second release frees nothing more
    const thirdRelease = await third
    expect(order).toEqual(['third'])
    expect([slots.running(), slots.waiting()]).toEqual([2, 1])
    second!()
    ;(await fourth)!()
    thirdRelease!()
    expect([slots.running(), slots.waiting()]).toEqual([0, 0])
  })

  it('drops a waiting render whose client went away', async () => {
    const slots = createRenderSlots({ max: 1, queue: 4 })
    const held = await slots.acquire()
    const client = new AbortController()
    const waiting = slots.acquire(client.signal)
    client.abort()
    expect(await waiting).toBeNull()
    expect(slots.waiting()).toBe(0)
    held!()
    expect(slots.running()).toBe(0)
  })

  it('reads RENDER_CONCURRENCY (0: no limit) and RENDER_QUEUE', () => {
    resetRenderSlots()
    expect(renderSlots({ RENDER_CONCURRENCY: '0' })).toBeNull()
    resetRenderSlots()
    expect(renderSlots({ RENDER_CONCURRENCY: 'many' })).not.toBeNull()
    resetRenderSlots()
  })
})

describe('request scope', () => {
  it('knows a router prefetch as Next does', () => {
    expect(routerRequest({ rsc: '1', 'next-router-prefetch': '1' })).toEqual({
      router: true,
      routerPrefetch: true,
      navigation: null,
    })
    // Without RSC: 1, Next renders the whole page, so it is no prefetch.
    expect(routerRequest({ 'next-router-prefetch': '1' })).toEqual({
      router: false,
      routerPrefetch: false,
      navigation: null,
    })
    expect(routerRequest({ rsc: '1' })).toEqual({
      router: true,
      routerPrefetch: false,
      navigation: { tree: '', nextUrl: '', cacheBuster: null },
    })
  })

  it("keeps what a navigation's answer depends on, and nothing of a prefetch or a header sent twice", () => {
    const tree = '%5B%22%22%2C%7B%7D%5D'
    expect(
      routerRequest(
        { rsc: '1', 'next-router-state-tree': tree, 'next-url': '/se/sv-SE/page' },
        '/kop-bil?a=1&_rsc=abc',
      ),
    ).toEqual({
      router: true,
      routerPrefetch: false,
      navigation: { tree, nextUrl: '/se/sv-SE/page', cacheBuster: 'abc' },
    })
    expect(routerRequest({ rsc: '1', 'next-router-state-tree': [tree, tree] }, '/?_rsc=').navigation).toBeNull()
    expect(routerRequest({ rsc: '1', 'next-router-segment-prefetch': '/_tree' }, '/?_rsc=x').navigation).toBeNull()
    expect(routerRequest({ rsc: '1', 'next-router-prefetch': '0' }, '/?_rsc=x').navigation).toBeNull()
    expect(routerRequest({ rsc: '1' }, '/kop-bil?_rsc=').navigation).toEqual({ tree: '', nextUrl: '', cacheBuster: '' })
  })

  it('follows the request through awaits and runs its releases once, when it ends', async () => {
    const released: string[] = []
    let end = () => {}
    await runInScope({ router: true, routerPrefetch: true, navigation: null }, async (ended) => {
      end = ended
      await Promise.resolve()
      expect(requestScope()?.routerPrefetch).toBe(true)
      requestScope()!.onEnd(() => released.push('slot'))
    })
    expect(requestScope()).toBeUndefined()
    expect(released).toEqual([])
    end()
    end()
    expect(released).toEqual(['slot'])
  })

  it('is free only while a slot is free and nobody waits', async () => {
    const slots = createRenderSlots({ max: 1, queue: 2 })
    expect(slots.free()).toBe(true)
    const first = await slots.acquire()
    expect(slots.free()).toBe(false)
    const second = slots.acquire()
    first?.()
    // The slot went to the one waiting, so a newcomer would wait again.
    expect(slots.free()).toBe(false)
    ;(await second)?.()
    expect(slots.free()).toBe(true)
  })
})
