// Exits 0 only when URL gives the answer our own server gives, not merely any answer from whatever holds the port.
// Usage: node scripts/lib/ready.mjs fake|web URL
//   fake: the admin API's scenario envelope ({ success: true, value: { name, faults } }), e.g. /__admin/scenario
//   web:  an HTML page holding the client's root element (<div id="root">), e.g. /
const [kind, url] = process.argv.slice(2);

const isOurs = {
  fake: async (response) => {
    const body = await response.json();
    return body?.success === true && typeof body.value?.name === 'string' && Array.isArray(body.value?.faults);
  },
  web: async (response) =>
    (response.headers.get('content-type') ?? '').startsWith('text/html') && (await response.text()).includes('<div id="root">'),
};

if (!isOurs[kind] || !url) {
  console.error('usage: node scripts/lib/ready.mjs fake|web URL');
  process.exit(2);
}
try {
  const response = await fetch(url, { signal: AbortSignal.timeout(3000), headers: { accept: 'application/json, text/html' } });
  process.exit(response.status === 200 && (await isOurs[kind](response)) ? 0 : 1);
} catch {
  process.exit(1);
}
