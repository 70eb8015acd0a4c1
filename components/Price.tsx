import type { PriceLike } from '../lib/common/format';
import { priceLabel } from '../lib/copy/shared';

export function Price({ price }: { price: PriceLike }) {
  return (
    <span class={`ts-price ts-price--${price.type.toLowerCase() === 'free' ? 'free' : 'other'}`}>
      {priceLabel(price)}
    </span>
  );
}
