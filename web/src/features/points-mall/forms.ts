import { REDEEM_MAX_QUANTITY } from '@portal/contracts';
import { z } from 'zod';
import type { PointsMallTexts } from './texts/en';

/** The texts the forms need, so the builders stay free of i18next and easy to test. */
export type FormTexts = (key: `validation.${keyof PointsMallTexts['validation']}`, values?: Record<string, string | number>) => string;

const WHOLE = /^\d{1,9}$/;

export type RedeemValues = { quantity: string; password: string };

/** How many one redemption may take: the contract's most, and never more than the stock left. */
export const maxQuantity = (stock: number) => Math.max(0, Math.min(REDEEM_MAX_QUANTITY, stock));

/** A quantity the stock and the player's points allow, confirmed by the login password (the fake's own checks, first). */
export const redeemSchema = (t: FormTexts, { stock, pointsRequired, points }: { stock: number; pointsRequired: number; points: number }) =>
  z.object({ quantity: z.string(), password: z.string() }).superRefine((v, ctx) => {
    const max = maxQuantity(stock);
    const quantity = WHOLE.test(v.quantity.trim()) ? Number(v.quantity.trim()) : NaN;
    if (!(quantity >= 1 && quantity <= max))
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: t('validation.quantity', { max }) });
    else if (quantity * pointsRequired > points)
      ctx.addIssue({
        code: 'custom',
        path: ['quantity'],
        message: t('validation.pointsShort', { need: quantity * pointsRequired, have: points }),
      });
    if (v.password === '') ctx.addIssue({ code: 'custom', path: ['password'], message: t('validation.password') });
  });

export type ConvertValues = { points: string; password: string };

/** Whole points from the minimum up to the balance. */
export const convertSchema = (t: FormTexts, { minimum, points }: { minimum: number; points: number }) =>
  z.object({ points: z.string(), password: z.string() }).superRefine((v, ctx) => {
    const text = v.points.trim();
    if (!WHOLE.test(text)) ctx.addIssue({ code: 'custom', path: ['points'], message: t('validation.pointsFormat') });
    else if (Number(text) < minimum)
      ctx.addIssue({ code: 'custom', path: ['points'], message: t('validation.belowMinimum', { min: minimum }) });
    else if (Number(text) > points)
      ctx.addIssue({ code: 'custom', path: ['points'], message: t('validation.pointsShort', { need: Number(text), have: points }) });
    if (v.password === '') ctx.addIssue({ code: 'custom', path: ['password'], message: t('validation.password') });
  });
