export const BODY_TYPES = ['suv', 'sedan', 'estate', 'hatchback', 'coupe', 'convertible', 'van', 'pickup'] as const
export type BodyType = (typeof BODY_TYPES)[number]

export const CAR_VIEWS = ['side', 'front', 'rear', 'interior'] as const
export type CarView = (typeof CAR_VIEWS)[number]
