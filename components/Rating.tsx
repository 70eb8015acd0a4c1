import { hasRatings, type RatingLike, ratingLabel } from '../lib/format';

/** Stars drawn from the average, with the count; "No ratings yet" when there are none. */
export function Rating({ rating, compact = false }: { rating: RatingLike; compact?: boolean }) {
  if (!hasRatings(rating)) return <span class="ts-rating ts-rating--none">No ratings yet</span>;
  const filled = Math.round(rating.average);
  return (
    <span class="ts-rating" role="img" aria-label={ratingLabel(rating)}>
      <span class="ts-stars" aria-hidden="true">
        {'★'.repeat(filled)}
        <span class="ts-stars__empty">{'★'.repeat(5 - filled)}</span>
      </span>
      <span class="ts-rating__value" aria-hidden="true">
        {rating.average.toFixed(1)}
      </span>
      {!compact && (
        <span class="ts-rating__count" aria-hidden="true">
          ({rating.count.toLocaleString('en')})
        </span>
      )}
    </span>
  );
}
