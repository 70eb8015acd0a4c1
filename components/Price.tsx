import type { PriceLike } from '../lib/format';
import { priceLabel } from './copy/shared';

export function Price({ price }: { price: PriceLike }) {
  return (
    <span class={`ts-price ts-price--${price.type.toLowerCase() === 'free' ? 'free' : 'other'}`}>
      {priceLabel(price)}
    </span>
  );
}
