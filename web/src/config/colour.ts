/** A colour the brand stylesheet writes as it is: six hex digits, nothing else can reach the CSS (no zod here: the
 * offline page, which carries no zod, checks with it too). */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
