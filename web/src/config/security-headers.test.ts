import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import devConfig from '../../public/config.json';
import { runtimeConfigSchema } from './runtime-config';
import { contentSecurityPolicy, securityHeaders, withNginxHeaders } from './security-headers';

const directives = (policy: string) => new Map(policy.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]));

describe('the security headers', () => {
  it('allow our own origin, the launch hosts in frames and the image hosts in images, and nothing inline', () => {
    const policy = directives(
      contentSecurityPolicy({ launchHosts: ['https://play.lucky.example'], imageHosts: ['https://img.lucky.example'] }),
    );
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'"]);
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://play.lucky.example']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://img.lucky.example']);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
  });

  it('let the client call a backend on another origin', () => {
    expect(directives(contentSecurityPolicy({ apiBaseUrl: 'https://api.lucky.example/v1' })).get('connect-src')).toEqual([
      "'self'",
      'https://api.lucky.example',
    ]);
  });

  it('refuse a host that is not a bare origin, in the headers and in config.json alike', () => {
    const sneaky = "https://cdn.example; script-src 'unsafe-inline'";
    expect(() => contentSecurityPolicy({ launchHosts: [sneaky] })).toThrow(/launchHosts/);
    expect(() => contentSecurityPolicy({ imageHosts: ['https://cdn.example/images'] })).toThrow(/imageHosts/);
    expect(runtimeConfigSchema.safeParse({ ...devConfig, launchHosts: [sneaky] }).success).toBe(false);
    expect(runtimeConfigSchema.safeParse(devConfig).success).toBe(true);
  });

  it('are the ones scripts/nginx.conf sends (node web/scripts/nginx-headers.mjs rewrites them)', () => {
    const conf = readFileSync(resolve(import.meta.dirname, '../../../scripts/nginx.conf'), 'utf8');
    expect(withNginxHeaders(conf, securityHeaders(devConfig))).toBe(conf);
    expect(conf).toContain(`add_header Referrer-Policy "strict-origin-when-cross-origin" always;`);
  });
});
