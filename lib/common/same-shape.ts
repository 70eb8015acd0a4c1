// A schema and the plain type a public face declares must say the same: the UI imports the type without
// zod, the background reads with the schema. `true satisfies SameShape<A, B>` fails the typecheck when
// either has a field the other lacks or types one differently.
export type SameShape<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
