/**
 * The sealed calls of part 2 §7 the device queues, in one place (the contract table in src/domain
 * will replace these strings).
 */
export const SEALED_PATHS = {
  definitions: '/sealed-products/definitions',
  definition: (id: string) => `/sealed-products/definitions/${id}`,
  products: '/sealed-products',
  product: (id: string) => `/sealed-products/${id}`,
} as const;
