import type { ComponentType } from 'react'
import { ImageCardComponent } from './ImageCard/Component'
import { RichTextComponent } from './RichText/Component'
import type { BlockContext, BlockProps, BlockType, PageBlock } from './types'

/** Block id -> component. The mapped type makes a missing or mistyped entry a compile error. */
const REGISTRY: { [K in BlockType]: ComponentType<BlockProps<K>> } = {
  richText: RichTextComponent,
  imageCard: ImageCardComponent,
}

function renderBlock<K extends BlockType>(block: Extract<PageBlock, { blockType: K }>, ctx: BlockContext) {
  const Component = REGISTRY[block.blockType as K] as ComponentType<BlockProps<K>>
  return <Component block={block} ctx={ctx} />
}

export function RenderBlocks({ blocks, ctx }: { blocks: PageBlock[] | null | undefined; ctx: BlockContext }) {
  return (
    <>
      {(blocks ?? []).map((block, i) => (
        <div key={block.id ?? i} data-block={block.blockType}>
          {renderBlock(block, ctx)}
        </div>
      ))}
    </>
  )
}
