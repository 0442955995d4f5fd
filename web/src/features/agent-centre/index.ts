/**
 * The agent centre's public face: what app/ composes. The host is small and loads with the shell; the
 * centre, the offers notice, their state and their saga load when first needed.
 */
export { AgentCentreHost } from './centre/centre-host';
