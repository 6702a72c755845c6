export { PageSkeleton as default } from '@/shell/PageSkeleton'
