import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { PROOF_MAX_FILES, PromotionCode, promotionCalls, raffleTicketStyles, TRIAL_ACCOUNT_TYPE } from '@portal/contracts';
import { PROMOTION_TRANSLATIONS } from '@portal/fixtures';
import { contentLanguageOf, inLanguage } from '../platform/content-language';
import { sessionUser } from '../identity/session-auth';
import type { User } from '../identity/users';
import { defineCall } from '../platform/define-call';
import { fail, ok } from '../platform/envelope';
import { HttpError } from '../platform/http-error';
import { sniffImage } from '../platform/multipart-body';
import { mulberry32 } from '../platform/seeded-random';
import { parseInput } from '../platform/validate';
import type { World } from '../platform/world';
import { MAIN_WALLET, TxCode } from '../wallet/ledger';
import { ledgerOf } from '../wallet/player-wallets';
import { joinBonus, playKey, promotionsOf, qualifyingDeposit, statusOf, type PromotionOf } from './promotion-rules';
import { missionsOf } from '../member/missions';
import { tellApplicationDecided } from './application-notice';
import { promotionImageUrl } from './promotion-items';
import { identityPart } from '../identity/identity-state';
import { promotionsPart } from './promotion-state';

const RAFFLE_PRIZES = [8, 18, 38, 88, 188] as const;
const trialRefused = () => fail(PromotionCode.TrialNotAllowed, 'Promotions need a real account. Please register one first.');
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

function credit(world: World, user: User, amount: number, reference: string) {
  return ledgerOf(world, user).post(user.id, [{ wallet: MAIN_WALLET, txCode: TxCode.Bonus, amount, reference }], world.now())[0]!
    .balanceAfter;
}

/** What claiming pays now, or why it cannot be claimed. */
/** What a player may claim of a promotion now: its amount, and the requirement still missing if any (the amount is known before it is met). */
function claimFor(world: World, user: User, promotion: PromotionOf): { amount: number; missing?: string } | null {
  const status = statusOf(world, user, promotion);
  if (status !== 'claim') return null;
  if (promotion.rule.type === 'CLAIM')
    return promotion.rule.needsMobile && !user.mobile
      ? { amount: promotion.rule.bonus, missing: 'required.mobile_no_verified' }
      : { amount: promotion.rule.bonus };
  const deposit = qualifyingDeposit(world, user, promotion);
  return deposit ? { amount: joinBonus(promotion, deposit.amount) } : null;
}

export async function promotionActionRoutes(app: FastifyInstance) {
  const find = (world: World, id: number) => promotionsOf(world).find((p) => p.id === id);

  defineCall(app, promotionCalls.promotionDetail, ({ request, query }) => {
    const promotion = find(request.world, query.id);
    if (!promotion) return fail(PromotionCode.NotFound, `No promotion ${query.id}`);
    const user = sessionUser(request);
    const status = statusOf(request.world, user, promotion);
    // Title and content in the Language header's language where the back office wrote them (content-language.ts).
    const worded = inLanguage(
      { id: promotion.id, title: promotion.title, content: promotion.rule.content },
      contentLanguageOf(request.headers),
      PROMOTION_TRANSLATIONS,
    );
    const requirement =
      status === 'joined' && promotion.rule.type === 'JOIN'
        ? `Deposit ${promotion.rule.minDeposit.toFixed(2)} or more to claim`
        : undefined;
    return ok({
      id: promotion.id,
      title: worded.title,
      ...(promotion.category && { category: promotion.category }),
      content: worded.content,
      image: promotionImageUrl(promotion.id),
      startDate: promotion.startDate,
      endDate: promotion.endDate,
      promotionType: promotion.rule.type,
      status,
      ...(requirement && { requirement }),
      needsAgreement: promotion.rule.needsAgreement === true,
    });
  });

  defineCall(app, promotionCalls.promotionJoin, ({ request, user, body }) => {
    const world = request.world;
    if (user.type === TRIAL_ACCOUNT_TYPE) return trialRefused();
    const promotion = find(world, body.id);
    if (!promotion) return fail(PromotionCode.NotFound, `No promotion ${body.id}`);
    const status = statusOf(world, user, promotion);
    if (status === 'closed' || status === 'coming_soon')
      return fail(PromotionCode.Closed, `${promotion.title} is ${status.replace('_', ' ')}`);
    if (promotion.rule.type !== 'JOIN' || status !== 'join')
      return fail(PromotionCode.WrongState, `${promotion.title} cannot be joined now (${status})`);
    if (promotion.rule.needsAgreement && body.agreed !== true)
      return fail(PromotionCode.AgreementRequired, 'Confirm that you are 21 or older and accept the terms first');
    world.part(promotionsPart).joins.set(playKey(user.id, promotion.id), world.now());
    return ok({ id: promotion.id, status: statusOf(world, user, promotion) });
  });

  defineCall(app, promotionCalls.availablePromotions, ({ request, user }) => {
    const world = request.world;
    const all = promotionsOf(world);
    const count = (type: string, wanted: string[]) =>
      all.filter((p) => p.rule.type === type && wanted.includes(statusOf(world, user, p))).length;
    const badge = (n: number) => ({ enabled: n > 0, count: n });
    return ok({
      content: {
        MANUAL: badge(count('CLAIM', ['claim']) + count('JOIN', ['claim'])),
        RAFFLE: badge(count('RAFFLE', ['join'])),
        TICKET: badge(0),
        LOGIN: badge(0),
        REGISTER: badge(count('CLAIM', ['claim'])),
        SAVIOR: badge(0),
        UPGRADE_BONUS: badge(0),
        MISSION_MANUAL: badge(0),
        // Missions and referral are the member centre's (member/): always on for a real account, the count the claimable missions.
        MISSION: {
          enabled: user.type !== 4,
          count: user.type === 4 ? 0 : missionsOf(world, user).filter((m) => m.status === 'COMPLETED').length,
        },
        REFERRAL: { enabled: user.type !== 4, count: 0 },
        COPY_BET: badge(0),
      },
    });
  });

  defineCall(app, promotionCalls.claimableRewards, ({ request, user }) => {
    const world = request.world;
    return ok(
      promotionsOf(world).flatMap((p) => {
        const claimed = world.part(promotionsPart).claims.get(playKey(user.id, p.id));
        const due = claimFor(world, user, p);
        if (claimed === undefined && !due) return [];
        return [
          {
            rewardId: p.id,
            ticketName: p.title,
            eventName: p.category ?? 'other_promo',
            rewardPoint: 0,
            rewardAmount: claimed ?? due?.amount ?? 0,
            promotionType: p.rule.type,
            status: claimed === undefined ? ('CLAIMABLE' as const) : ('CLAIMED' as const),
            expiry: p.endDate,
            remark: due?.missing ?? '',
          },
        ];
      }),
    );
  });

  defineCall(app, promotionCalls.claimReward, ({ request, user, body }) => {
    const world = request.world;
    if (user.type === TRIAL_ACCOUNT_TYPE) return trialRefused();
    const promotion = find(world, body.promotionClaimId);
    if (!promotion) return fail(PromotionCode.NotFound, `No reward ${body.promotionClaimId}`);
    const due = claimFor(world, user, promotion);
    if (!due) return fail(PromotionCode.WrongState, `${promotion.title} has nothing to claim now (${statusOf(world, user, promotion)})`);
    if (due.missing) return fail(PromotionCode.RequirementMissing, 'A requirement of this reward is not met', { field: due.missing });
    world.part(promotionsPart).claims.set(playKey(user.id, promotion.id), due.amount);
    credit(world, user, due.amount, `PROMO-${promotion.id}`);
    return ok({ claimedTickets: [{ rewardType: 'CASH' as const, value: due.amount, ticketType: promotion.rule.type }] });
  });

  // One draw a day; the prize comes from the seed, the player and the day, and is credited at once.
  defineCall(app, promotionCalls.raffle, ({ request, user, body }) => {
    const world = request.world;
    if (user.type === TRIAL_ACCOUNT_TYPE) return trialRefused();
    const promotion = find(world, body.promotionId);
    if (!promotion || promotion.rule.type !== 'RAFFLE') return fail(PromotionCode.NotFound, `No raffle ${body.promotionId}`);
    const status = statusOf(world, user, promotion);
    if (status !== 'join')
      return fail(
        status === 'claimed' ? PromotionCode.WrongState : PromotionCode.Closed,
        status === 'claimed' ? 'You have drawn today: come back tomorrow' : `${promotion.title} is ${status.replace('_', ' ')}`,
      );
    const day = dayOf(world.now());
    const random = mulberry32(world.scenario.seed ^ user.id ^ Number(day.replaceAll('-', '')));
    const prize = RAFFLE_PRIZES[Math.floor(random() * RAFFLE_PRIZES.length)]!;
    const ticketType = raffleTicketStyles[Math.floor(random() * raffleTicketStyles.length)]!;
    world.part(promotionsPart).raffles.set(`${user.id}:${day}`, prize);
    const balance = credit(world, user, prize, `RAFFLE-${promotion.id}-${day}`);
    return ok({ prize, ticketType, balance });
  });

  defineCall(app, promotionCalls.promotionApply, ({ request, user, body, files }) => {
    const world = request.world;
    if (user.type === TRIAL_ACCOUNT_TYPE) return trialRefused();
    const promotion = find(world, body.promotionId);
    if (!promotion) return fail(PromotionCode.NotFound, `No promotion ${body.promotionId}`);
    const status = statusOf(world, user, promotion);
    if (promotion.rule.type !== 'APPLY' || (status !== 'applying' && status !== 'rejected')) {
      return fail(PromotionCode.WrongState, `${promotion.title} takes no application now (${status})`);
    }
    // The browser asks for the box to be ticked; the platform holds the player to it as well.
    if (promotion.rule.needsAgreement && body.agreed !== 'true')
      return fail(PromotionCode.AgreementRequired, 'Confirm that you are 21 or older and accept the terms first');
    const images = files.filter((f) => f.field === 'image');
    if (images.length !== files.length || images.length > PROOF_MAX_FILES)
      return fail(PromotionCode.ImageRejected, 'Up to 3 files named image are taken');
    for (const image of images) {
      if (!sniffImage(image.data)) return fail(PromotionCode.ImageRejected, `${image.filename || 'A file'} is not a png or jpg image`);
    }
    const application = world.part(promotionsPart).apply({
      userId: user.id,
      promotionId: promotion.id,
      comment: body.comment,
      images: images.map((f) => ({ mimetype: sniffImage(f.data)!, base64: f.data.toString('base64') })),
      createdAt: world.now(),
    });
    return ok({ applicationId: application.applicationId, promotionId: promotion.id, status: application.status, images: images.length });
  });
}

const decisionSchema = z.strictObject({ action: z.enum(['approve', 'reject']), remark: z.optional(z.string().check(z.maxLength(200))) });

/** QA reviews applications: GET /__admin/applications, POST /__admin/applications/:id { action }. */
export async function promotionAdminRoutes(app: FastifyInstance) {
  app.get('/__admin/applications', async (request) =>
    ok(
      request.world
        .part(promotionsPart)
        .applications.map(({ images, ...a }) => ({
          ...a,
          images: images.length,
          username: request.world.part(identityPart).userById(a.userId)?.username ?? null,
        }))
        .reverse(),
    ),
  );
  app.post('/__admin/applications/:id', async (request) => {
    const { action, remark } = parseInput(decisionSchema, request.body);
    const world = request.world;
    const application = world
      .part(promotionsPart)
      .applications.find((a) => a.applicationId === Number((request.params as { id: string }).id));
    if (!application) throw new HttpError(404, 'NOT_FOUND', 'No such application');
    if (application.status !== 'in_process')
      throw new HttpError(409, 'CONFLICT', `Application ${application.applicationId} is ${application.status} already`);
    const user = world.part(identityPart).userById(application.userId)!;
    const promotion = promotionsOf(world).find((p) => p.id === application.promotionId)!;
    application.status = action === 'approve' ? 'issued' : 'rejected';
    if (remark) application.remark = remark;
    const bonus = promotion.rule.type === 'APPLY' ? promotion.rule.bonus : 0;
    if (action === 'approve' && bonus > 0) credit(world, user, bonus, `PROMO-${promotion.id}`);
    tellApplicationDecided(world, application, promotion.title, bonus);
    const { images, ...rest } = application;
    return ok({ ...rest, images: images.length });
  });
}
