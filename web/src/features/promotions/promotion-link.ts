/** The promotion a link names (?id=, spec 01, 2.1), or null. */
export const promotionIdOf = (params: URLSearchParams) => {
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
};
