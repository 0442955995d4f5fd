import type { FastifyInstance } from 'fastify';
import { CAPTCHA_COOKIE, calls, IdentityCode } from '@portal/contracts';
import { defineCall } from '../platform/define-call';
import { fail, ok } from '../platform/envelope';
import { renderCaptcha } from './captcha-image';
import { SMS_EXPIRED_MINUTES, identityPart } from './identity-state';
import { renderSlide, SLIDE_WIDTH } from './slide-image';
import { sendSmsCode } from './sms-codes';

/** Captcha, the slide check, and SMS codes with their throttle and lock. */
export async function verificationRoutes(app: FastifyInstance) {
  defineCall(app, calls.captcha, ({ request, reply }) => {
    const identity = request.world.part(identityPart);
    const { id, answer } = identity.issueCaptcha();
    reply.setCookie(CAPTCHA_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'lax' });
    return ok(renderCaptcha(answer, identity.random).toString('base64'));
  });

  // The puzzle shows the gap; the number stays in the world (QA reads it at /__admin/slide).
  defineCall(app, calls.slideChallenge, ({ request }) => {
    const { challengeId, targetX } = request.world.part(identityPart).issueSlide();
    return ok({ challengeId, width: SLIDE_WIDTH, image: renderSlide(targetX).toString('base64') });
  });

  defineCall(app, calls.slideCheck, ({ request, body }) => {
    const validate = request.world.part(identityPart).checkSlide(body.challengeId, body.x);
    return validate ? ok({ validate }) : fail(IdentityCode.HumanCheckFailed, 'Verification failed, please slide again');
  });

  defineCall(app, calls.smsRegister, ({ request, body }) => {
    const sent = sendSmsCode(request.world.part(identityPart), 'register', body);
    return 'expiresAt' in sent ? ok({ expiredMinutes: SMS_EXPIRED_MINUTES }) : sent;
  });

  defineCall(app, calls.smsLogin, ({ request, body }) => {
    const sent = sendSmsCode(request.world.part(identityPart), 'login', body);
    return 'expiresAt' in sent ? ok({ expiredMinutes: SMS_EXPIRED_MINUTES }) : sent;
  });

  // Forgot-by-phone answers an absolute expiry instead.
  defineCall(app, calls.smsForgot, ({ request, body }) => {
    const sent = sendSmsCode(request.world.part(identityPart), 'forgot', body);
    return 'expiresAt' in sent ? ok({ expirationTime: sent.expiresAt }) : sent;
  });
}
