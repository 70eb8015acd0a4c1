// The few icons the popup draws; inline so no icon library ships. All decorative, hence aria-hidden.
const common = {
  width: 16,
  height: 16,
  viewBox: '0 0 16 16',
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': 1.75,
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
  focusable: 'false',
} as const;

export function BackIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M10 3 5 8l5 5" />
    </svg>
  );
}

export function ChevronIcon() {
  return (
    <svg {...common} class="pp-chevron" aria-hidden="true">
      <path d="m6 3 5 5-5 5" />
    </svg>
  );
}

export function SearchIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <circle cx="7" cy="7" r="4.5" />
      <path d="m10.5 10.5 3.5 3.5" />
    </svg>
  );
}

export function ClearIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="m4.5 4.5 7 7m0-7-7 7" />
    </svg>
  );
}

export function ExternalIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <path d="M9 3h4v4M13 3 7.5 8.5M11 9.5V13H3V5h3.5" />
    </svg>
  );
}

/** ⋯, for a menu of more actions. */
export function MoreIcon() {
  return (
    <svg {...common} aria-hidden="true">
      <circle cx="3.5" cy="8" r="0.6" />
      <circle cx="8" cy="8" r="0.6" />
      <circle cx="12.5" cy="8" r="0.6" />
    </svg>
  );
}
