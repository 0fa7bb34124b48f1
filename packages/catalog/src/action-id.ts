/** The domain of a canonical ID: `merge_request` of `merge_request.get`. */
export function domainOf(id: string): string {
  return id.slice(0, id.indexOf('.'));
}
