/** What the player does on a promotion's page; one at a time. */
export type PromotionAction = 'join' | 'claim' | 'raffle' | 'apply';
/** An image picked for an application, checked before it is sent. */
export type PickedImage = { name: string; size: number; type: 'image/png' | 'image/jpeg' };
