// Whether two followed entries are the same listing: shared by the follow store and the popup's switch,
// without the store's schemas (the popup carries no zod).

export function sameListing(a: { kind: string; slug: string }, b: { kind: string; slug: string }): boolean {
  return a.kind === b.kind && a.slug === b.slug;
}
