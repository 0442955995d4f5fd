/**
 * The portal's security headers, built from the hosts config.json names. Vite preview sends them
 * (vite.config.ts); scripts/nginx.conf carries the same lines, written by web/scripts/nginx-headers.mjs.
 */

/** scheme://host[:port] and nothing else, so a host can never smuggle another directive into the policy. */
export const originPattern = /^https?:\/\/[a-z0-9.-]+(:\d+)?$/i;

export type HeaderHosts = { apiBaseUrl?: string; launchHosts?: readonly string[]; imageHosts?: readonly string[] };

const origins = (list: readonly string[], field: string) =>
  list.map((host) => {
    if (!originPattern.test(host)) throw new Error(`${field}: ${JSON.stringify(host)} is not an origin such as https://cdn.example.com`);
    return host;
  });

export function contentSecurityPolicy({ apiBaseUrl = '', launchHosts = [], imageHosts = [] }: HeaderHosts): string {
  // An absolute apiBaseUrl puts the backend on another origin the client calls.
  const api = /^https?:\/\//.test(apiBaseUrl) ? [new URL(apiBaseUrl).origin] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    // blob: the previews of images the player picks (payout proofs, activity applications), read from the device.
    'img-src': ["'self'", 'data:', 'blob:', ...origins(imageHosts, 'imageHosts')],
    'connect-src': ["'self'", ...api],
    'frame-src': ["'self'", ...origins(launchHosts, 'launchHosts')],
    'frame-ancestors': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

export const securityHeaders = (hosts: HeaderHosts): Record<string, string> => ({
  'Content-Security-Policy': contentSecurityPolicy(hosts),
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
});

const BEGIN = '  # BEGIN security headers';
const END = '  # END security headers';

/** nginx.conf with the lines between its BEGIN and END markers replaced by these headers. */
export function withNginxHeaders(conf: string, headers: Record<string, string>): string {
  const start = conf.indexOf(BEGIN);
  const end = conf.indexOf(END);
  if (start < 0 || end < start) throw new Error(`nginx.conf needs the lines "${BEGIN.trim()}" and "${END.trim()}"`);
  const lines = Object.entries(headers).map(([name, value]) => `  add_header ${name} "${value}" always;\n`);
  return conf.slice(0, conf.indexOf('\n', start) + 1) + lines.join('') + conf.slice(end);
}
