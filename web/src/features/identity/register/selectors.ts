import { createSelector } from '@reduxjs/toolkit';
import { WhitelabelFlag } from '@portal/contracts';
import { selectFlag } from '../../../shared/system/system-selectors';
import type { RootState } from '../../../shared/store/root-state';
import type { RegisterMode } from './register-fields';
import { initialNewPlayerPromotions } from './slice';

const newPlayerPromotions = (s: RootState) => s.newPlayerPromotions ?? initialNewPlayerPromotions;
/** The read of the list; `selectNewPlayerPromotions` is what the carousel shows (nothing until it is read). */
export const selectNewPlayerPromotionsRemote = (s: RootState) => newPlayerPromotions(s).list;
export const selectNewPlayerPromotions = (s: RootState) => newPlayerPromotions(s).list.value;

/**
 * The ways to register the site's modules allow, in tab order: by username (USERNAMEREG3), then by
 * mobile (MOBILENUMREG3); none without registration itself (DIRECTREG3, spec 01, 2.3 and 2.8).
 */
export const selectRegisterModes = createSelector(
  [selectFlag(WhitelabelFlag.DirectRegister), selectFlag(WhitelabelFlag.UsernameRegister), selectFlag(WhitelabelFlag.MobileRegister)],
  (direct, byUsername, byMobile): RegisterMode[] =>
    direct ? [...(byUsername ? (['register'] as const) : []), ...(byMobile ? (['mobile'] as const) : [])] : [],
);
