// Apart from Card.tsx so that suggestions.ts, which Card.tsx imports, can name it without a cycle.
import type { PriceLike, RatingLike } from '../../lib/common/format';

/** What the card reads of a tool: an API `Tool` or the local directory's record (`web`, no `links`). */
export interface CardTool {
  slug: string;
  name: string;
  description: string;
  website: string | null;
  logo: string | null;
  price: PriceLike;
  verified: boolean;
  rating: RatingLike;
  links?: { web: string | null };
  web?: string;
}
