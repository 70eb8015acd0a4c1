import { priceLabel } from '../lib/copy/shared';
import type { PriceLike } from '../lib/shared/format';

export function Price({ price }: { price: PriceLike }) {
  return (
    <span class={`ts-price ts-price--${price.type.toLowerCase() === 'free' ? 'free' : 'other'}`}>
      {priceLabel(price)}
    </span>
  );
}
