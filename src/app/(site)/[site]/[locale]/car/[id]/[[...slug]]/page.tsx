import { generateMetadata, segment } from './segment'

export const dynamic = 'force-dynamic'
export { generateMetadata }
export default segment.Page
