import type { MemberInfo } from '@portal/contracts';
import { LocalKey, SessionKey } from '../../../shared/storage/keys';
import { local, session } from '../../../shared/storage/web-storage';

/** Writes what the spec keeps in sessionStorage once member info is known. */
export function storeMember(member: MemberInfo) {
  session.set(SessionKey.Nickname, member.nickname);
  session.set(SessionKey.Account, member.account);
  session.set(SessionKey.CustomerId, String(member.id));
  session.set(SessionKey.IsAgent, String(member.type));
  session.set(SessionKey.ToUpline, String(member.toUpline));
  session.setJson(SessionKey.MemberLabel, member.memberLabel);
  const label = member.clubLabel;
  if (label) {
    session.set(SessionKey.MemberLabelText, label.labelName);
    session.set(SessionKey.MemberLabelColor, label.color);
    session.set(SessionKey.MemberLabelBackground, label.color2);
  }
}

/** Logout: clear sessionStorage, then restore merchant and merchantCode (spec 01, section 4). */
export function clearSessionStorage() {
  const merchant = session.get(SessionKey.Merchant);
  const merchantCode = session.get(SessionKey.MerchantCode) ?? local.get(LocalKey.MerchantCode);
  try {
    sessionStorage.clear();
  } catch {
    /* storage unavailable: nothing kept */
  }
  if (merchant) session.set(SessionKey.Merchant, merchant);
  if (merchantCode) session.set(SessionKey.MerchantCode, merchantCode);
}
