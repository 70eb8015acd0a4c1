/** Placeholder rows with the exact height of tool rows, so results replace them without a jump. */
export function Skeleton({ rows }: { rows: number }) {
  return (
    <ul class="pp-list pp-skeleton" aria-hidden="true">
      {Array.from({ length: rows }, (_, index) => (
        <li key={index} class="pp-row">
          <span class="pp-sk pp-sk--logo" />
          <span class="pp-row__body">
            <span class="pp-sk pp-sk--line" />
            <span class="pp-sk pp-sk--line pp-sk--short" />
          </span>
        </li>
      ))}
    </ul>
  );
}
