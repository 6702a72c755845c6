import { Calendar, Link2, MapPin, Mail, Phone, type LucideIcon } from 'lucide-react'

/** Icons editors can give an extra navigation item (src/features/shell/navigation/collection.ts "icon"). */
const EXTRA_ICONS: Record<string, LucideIcon> = { phone: Phone, 'map-pin': MapPin, calendar: Calendar, mail: Mail }

export function ExtraIcon({ name }: { name: string | null }) {
  const Icon = (name && EXTRA_ICONS[name]) || Link2
  return <Icon aria-hidden="true" size={18} />
}
