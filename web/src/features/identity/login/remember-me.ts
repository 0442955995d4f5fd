import { CookieName, cookies } from '../../../shared/storage/cookies';
import type { LoginForm } from '../intents';

const DAY_SECONDS = 24 * 60 * 60;

export type Remembered = { username: string; remember: boolean; sms: { mobileNum: string; countryDialingCode: string } | null };

/**
 * Remember me keeps the username, the flag and the SMS details for 24 h. The password is never
 * kept on the client, in any form: the player types it again.
 */
export function rememberLogin(form: LoginForm) {
  if (!form.remember) {
    forgetLogin();
    return;
  }
  cookies.set(CookieName.LoginRemember, '1', DAY_SECONDS);
  if (form.type === 'username') cookies.set(CookieName.LastUser, form.username, DAY_SECONDS);
  else
    cookies.set(
      CookieName.LoginTypeSms,
      JSON.stringify({ mobileNum: form.mobileNum, countryDialingCode: form.countryDialingCode }),
      DAY_SECONDS,
    );
}

export function forgetLogin() {
  for (const name of Object.values(CookieName)) cookies.remove(name);
}

export function remembered(): Remembered {
  let sms: Remembered['sms'];
  try {
    const raw = cookies.get(CookieName.LoginTypeSms);
    sms = raw ? (JSON.parse(raw) as Remembered['sms']) : null;
  } catch {
    sms = null;
  }
  return { username: cookies.get(CookieName.LastUser) ?? '', remember: cookies.get(CookieName.LoginRemember) === '1', sms };
}
