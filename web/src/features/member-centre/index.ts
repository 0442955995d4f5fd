/**
 * The member centre's public face: what app/ composes. The host is small and loads with the shell;
 * the centre, its state and its saga load when it first opens.
 */
export { MemberCentreHost } from './centre/centre-host';
