/**
 * Starts loading axios and the response schemas while the config and the texts load, so the first call
 * (the status) leaves as soon as the store exists instead of waiting for them. A chunk that fails here
 * fails again, visibly, where the call imports it.
 */
export function warmUpHttp(): void {
  const ignore = () => undefined;
  import('axios').catch(ignore);
  import('./call-schemas').catch(ignore);
}
