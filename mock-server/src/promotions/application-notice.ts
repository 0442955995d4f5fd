import { notifyWorded } from '../service/notices';
import type { World } from '../platform/world';
import type { Application } from './promotion-state';

const escapeHtml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Tells the player in the inbox (category PROMOTION) what QA decided on an activity application. */
export function tellApplicationDecided(world: World, application: Application, title: string, bonus: number) {
  const name = escapeHtml(title);
  const remark = application.remark ? ` ${escapeHtml(application.remark)}` : '';
  const [heading, text] =
    application.status === 'issued'
      ? [
          'Application approved',
          `<p>Your application ${application.applicationId} for ${name} was approved: ${bonus.toFixed(2)} is in your main wallet.${remark}</p>`,
        ]
      : [
          'Application rejected',
          `<p>Your application ${application.applicationId} for ${name} was rejected.${remark} You may apply again.</p>`,
        ];
  notifyWorded(world, application.userId, 'PROMOTION', heading, text);
}
