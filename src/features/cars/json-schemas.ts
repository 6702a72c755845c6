/** Shapes of the structured (json) values on a car besides its finance options (src/features/finance/option-schemas.ts). */
import { z } from 'zod'

// ---------------------------------------------------------------------------------------------
// Media, sellers and lists
// ---------------------------------------------------------------------------------------------

export const CarImageSchema = z.object({
  /** Path or absolute URL of the full picture. */
  original: z.string().max(2000).min(1),
  /** Tiny data: URL shown while the picture loads; may be empty. */
  blur_data_url: z.string().max(20_000),
})
export type CarImage = z.infer<typeof CarImageSchema>
export const CarImagesSchema = z.array(CarImageSchema)

export const CarPrimaryImageSchema = z.object({
  thumbnail_url: z.string().max(2000).min(1),
  blur_data_url: z.string().max(20_000),
})
export type CarPrimaryImage = z.infer<typeof CarPrimaryImageSchema>

/** A seller is shown only with a phone or an e-mail (spec 1 §5), so both may be empty strings. */
export const CarSellerSchema = z.object({
  name: z.string().max(2000).min(1),
  email: z.email().max(254).or(z.literal('')),
  phone: z.string().max(2000),
})
export type CarSeller = z.infer<typeof CarSellerSchema>
export const CarSellersSchema = z.array(CarSellerSchema)

export const CarEquipmentSchema = z.array(z.string().max(2000).min(1))
export const CarCampaignsSchema = z.array(z.string().max(2000).min(1))
