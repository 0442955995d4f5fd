import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { gateOf, hasEnvelope, placesOf, requestIn, type CallEntry } from './call-entry';
import { matchCall } from './call-match';
import { catalogue } from './catalogue-all';
import { calls } from './catalogue';
import { gameCalls } from './catalogue-games';
import { lotteryCalls } from './catalogue-lottery';
import { walletCalls } from './catalogue-wallet';
import { inboxCalls } from './catalogue-inbox';
import { memberReportCalls } from './catalogue-member-reports';
import { serviceCalls } from './catalogue-service';
import { agentCalls } from './catalogue-agent';
import { pointsMallCalls } from './catalogue-points-mall';
import { promotionCalls } from './catalogue-promotions';
import { memberCalls } from './catalogue-member';
import { siteLanguages } from './languages';
import { whitelabelFlags } from './whitelabel';

const entries = Object.entries(catalogue) as [string, CallEntry][];

describe('the call catalogue', () => {
  it('holds every call of calls, gameCalls, lotteryCalls, walletCalls, inboxCalls, memberReportCalls, serviceCalls, agentCalls, pointsMallCalls, promotionCalls and memberCalls once, under its own name', () => {
    const parts = [
      calls,
      gameCalls,
      lotteryCalls,
      walletCalls,
      inboxCalls,
      memberReportCalls,
      serviceCalls,
      agentCalls,
      pointsMallCalls,
      promotionCalls,
      memberCalls,
    ].map((part) => Object.keys(part).length);
    expect(Object.keys(catalogue)).toHaveLength(parts.reduce((a, b) => a + b, 0));
  });

  it('never names the same method and path twice, aliases included', () => {
    const routes = entries.flatMap(([, e]) => placesOf(e).map((p) => `${p.method} ${p.path}`));
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('gives a second place only to the calls the specs read two ways, each with the same envelope and request', () => {
    const aliased = entries.filter(([, e]) => e.alias);
    expect(aliased.map(([name]) => name).sort()).toEqual(['logout', 'myOpenedNumeros']);
    expect(calls.logout.alias).toEqual({ method: 'POST', path: '/wps/session/logout' });
    expect(lotteryCalls.myOpenedNumeros.alias).toEqual({ method: 'GET', path: '/lgw/games/opened/numero' });
    for (const [, e] of aliased) {
      expect(hasEnvelope(e.alias!)).toBe(hasEnvelope(e));
      if (e.request) expect(requestIn(e.alias!)).toBe(requestIn(e));
    }
  });

  it('matches a request at an alias to the call it is', () => {
    expect(matchCall('POST', '/wps/session/logout')?.name).toBe('logout');
    expect(matchCall('DELETE', '/wps/session')?.name).toBe('logout');
    expect(matchCall('GET', '/lgw/games/opened/numero')?.name).toBe('myOpenedNumeros');
    expect(matchCall('GET', '/wps/session/logout')).toBeUndefined();
  });

  it('declares a request schema for every call that sends a body', () => {
    const bodiless = entries.filter(([, e]) => requestIn(e) === 'body' && !e.request).map(([name]) => name);
    expect(bodiless).toEqual([]);
  });

  it('carries the request in the body for POST and PUT, in the query for GET and DELETE', () => {
    expect(requestIn(calls.slideCheck)).toBe('body');
    expect(requestIn(calls.memberLanguage)).toBe('body');
    expect(requestIn(gameCalls.homeNotice)).toBe('query');
    expect(requestIn(calls.logout)).toBe('query');
  });

  it('gates calls only by modules a scenario can switch', () => {
    const gates = entries.flatMap(([, e]) => gateOf(e));
    expect(gates.length).toBeGreaterThan(0);
    for (const flag of gates) expect(whitelabelFlags).toContain(flag);
  });

  it('takes an Idempotency-Key on exactly the calls that move money or points, each a token POST or PUT', () => {
    const once = entries.filter(([, e]) => e.once).map(([name]) => name);
    expect(once.sort()).toEqual(
      [
        'claimRebate',
        'claimReward',
        'convertPoints',
        'deposit',
        'missionClaim',
        'raffle',
        'redeemReward',
        'transferDownline',
        'uplineTransfer',
        'walletTransfer',
        'withdraw',
      ].sort(),
    );
    for (const [, e] of entries.filter(([, e]) => e.once)) {
      expect(e.token).toBe(true);
      expect(['POST', 'PUT']).toContain(e.method);
    }
  });

  it('wraps /wps answers in the envelope and leaves /lgw answers raw', () => {
    const raw = entries.filter(([, e]) => !hasEnvelope(e)).map(([name]) => name);
    expect(raw.sort()).toEqual(
      Object.keys(lotteryCalls)
        .filter((name) => name !== 'lotteryLaunch')
        .sort(),
    );
    expect(hasEnvelope({ path: '/lgw/games/game_menus' })).toBe(false);
    expect(hasEnvelope({ path: '/lotto/lgw/games/opened/numero' })).toBe(false);
  });
});

describe('the member language call', () => {
  it('takes one of the six site languages and nothing else', () => {
    const request = calls.memberLanguage.request;
    for (const language of siteLanguages) expect(z.safeParse(request, { language }).success).toBe(true);
    expect(z.safeParse(request, { language: 'FR' }).success).toBe(false);
    expect(z.safeParse(request, { language: 'EN', extra: 1 }).success).toBe(false);
  });

  it('is a PUT that needs the token and the COMM3 module', () => {
    expect(calls.memberLanguage).toMatchObject({ method: 'PUT', path: '/wps/member/language', token: true, modId: 'COMM3' });
  });
});
