import { segment } from './segment'

export default segment.Guard
