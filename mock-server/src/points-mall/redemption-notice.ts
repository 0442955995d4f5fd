import { notifyWorded } from '../service/notices';
import type { World } from '../platform/world';
import type { StoredRedemption } from './points-state';

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Tells the player in the inbox (category PROMOTION: the mall is the promotions' side) what QA decided on a redemption. */
export function tellRedemptionDecided(world: World, redemption: StoredRedemption) {
  const what = `${redemption.quantity} × ${escapeHtml(redemption.name)} (${redemption.refNo})`;
  const remark = redemption.remark ? ` ${escapeHtml(redemption.remark)}` : '';
  const [heading, text] =
    redemption.status === 'APPROVED'
      ? ['Redemption approved', `<p>Your redemption of ${what} was approved.${remark}</p>`]
      : [
          'Redemption rejected',
          `<p>Your redemption of ${what} was rejected.${remark} Its ${redemption.points} points are back in your balance.</p>`,
        ];
  notifyWorded(world, redemption.userId, 'PROMOTION', heading, text);
}
