import type { PriceLike, RatingLike } from '../../../lib/common/format';
import { Price } from '../../Price';
import { Rating } from '../../Rating';

/** A tool's rating and price on lines of their own, under a name in a header too narrow for both on one. */
export function RatingPriceLines({ tool }: { tool: { rating: RatingLike; price: PriceLike } }) {
  return (
    <>
      <div class="pp-row__meta">
        <Rating rating={tool.rating} />
      </div>
      <div class="pp-row__meta">
        <Price price={tool.price} />
      </div>
    </>
  );
}
