import { segment } from './segment'

export const dynamic = 'force-dynamic'
export const generateMetadata = segment.generateMetadata
export default segment.Page
