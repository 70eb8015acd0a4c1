import { formatAverage, formatCount, type RatingLike, shownAverage } from '../lib/common/format';
import * as sharedCopy from '../lib/copy/shared';

const STARS = 5;

/**
 * Stars drawn from the average, with the count; "No ratings yet" when there are none. Never throws.
 * `compact`: without the count. `oneStar`: a single star before the average, for dense lists.
 */
export function Rating({
  rating,
  compact = false,
  oneStar = false,
}: {
  rating: RatingLike;
  compact?: boolean;
  oneStar?: boolean;
}) {
  const average = shownAverage(rating);
  if (average === null) return <span class="ts-rating ts-rating--none">{sharedCopy.noRatings}</span>;
  // shownAverage is within 0–5, so both repeat counts are whole numbers from 0 to 5.
  const filled = Math.round(average);
  return (
    <span class="ts-rating" role="img" aria-label={sharedCopy.ratingLabel(rating)}>
      <span class="ts-stars" aria-hidden="true">
        {oneStar ? (
          '★'
        ) : (
          <>
            {'★'.repeat(filled)}
            <span class="ts-stars__empty">{'★'.repeat(STARS - filled)}</span>
          </>
        )}
      </span>
      <span class="ts-rating__value" aria-hidden="true">
        {formatAverage(average)}
      </span>
      {!compact && (
        <span class="ts-rating__count" aria-hidden="true">
          ({formatCount(rating.count)})
        </span>
      )}
    </span>
  );
}
