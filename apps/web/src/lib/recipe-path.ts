import { routeWithData } from '@wiy/shared/route-data';

/**
 * `/recipe-content-page`: one recipe in full, its record in the `data` parameter (spec 000 §2). Apart from
 * `screen-paths`, whose module is in the home route's script, since only lazily loaded screens link to a recipe.
 */
export function recipePath(id: string): string {
  return routeWithData('/recipe-content-page', { recordId: id });
}
