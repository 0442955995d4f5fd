/**
 * The store's state as features see it. Each slice module adds its key by declaration merging, so no
 * feature imports app/; a lazily injected slice's key is optional until its feature loads.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RootState {}
