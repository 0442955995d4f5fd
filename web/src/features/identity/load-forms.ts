/** The form flows' feature (feature.ts), fetched when a form first needs it. */
export const loadIdentityForms = () => import('./feature').then((m) => m.identityFormsFeature);
