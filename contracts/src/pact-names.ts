/** The pacticipants of the pacts in contracts/pacts: the web client's pacts with the backend it calls. */
export const PACT_CONSUMER = 'portal-web';
export const PACT_PROVIDER = 'portal-backend';
