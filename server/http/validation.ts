// Laravel-style validation of query parameters: 422 with { message, errors: { field: [messages] } }.

export type FieldErrors = Record<string, string[]>;
export type Validated<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

export const DEFAULT_PER_PAGE = 24;
export const MAX_PER_PAGE = 100;
export const QUERY_MIN_LENGTH = 2;
export const QUERY_MAX_LENGTH = 120;

export interface Pagination {
  page: number;
  perPage: number;
}

export interface ListingQuery extends Pagination {
  category: string | undefined;
  subcategory: string | undefined;
  verifiedOnly: boolean;
}

export interface SearchQuery extends Pagination {
  q: string;
}

/** Like PHP, a repeated parameter counts with its last value; like Laravel, empty strings are absent. */
function param(query: URLSearchParams, name: string): string | undefined {
  const values = query.getAll(name);
  const value = values[values.length - 1]?.trim();
  return value ? value : undefined;
}

function addError(errors: FieldErrors, field: string, message: string): void {
  if (!errors[field]) errors[field] = [];
  errors[field].push(message);
}

const INTEGER = /^[+-]?\d+$/;

function integer(
  query: URLSearchParams,
  name: string,
  label: string,
  errors: FieldErrors,
): number | undefined {
  const text = param(query, name);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!INTEGER.test(text) || !Number.isSafeInteger(value)) {
    addError(errors, name, `The ${label} field must be an integer.`);
    return undefined;
  }
  return value;
}

function pagination(query: URLSearchParams, errors: FieldErrors): Pagination {
  const page = integer(query, 'page', 'page', errors);
  if (page !== undefined && page < 1) addError(errors, 'page', 'The page field must be at least 1.');
  const perPage = integer(query, 'per_page', 'per page', errors);
  if (perPage !== undefined && (perPage < 1 || perPage > MAX_PER_PAGE)) {
    addError(errors, 'per_page', `The per page field must be between 1 and ${MAX_PER_PAGE}.`);
  }
  return { page: page ?? 1, perPage: perPage ?? DEFAULT_PER_PAGE };
}

const BOOLEANS: Record<string, boolean> = { true: true, false: false, '1': true, '0': false };

function result<T>(value: T, errors: FieldErrors): Validated<T> {
  return Object.keys(errors).length === 0 ? { ok: true, value } : { ok: false, errors };
}

export function validateListing(query: URLSearchParams): Validated<ListingQuery> {
  const errors: FieldErrors = {};
  const { page, perPage } = pagination(query, errors);
  const verifiedText = param(query, 'verified');
  const verified = verifiedText === undefined ? false : BOOLEANS[verifiedText];
  if (verified === undefined) addError(errors, 'verified', 'The verified field must be true or false.');
  return result(
    {
      page,
      perPage,
      category: param(query, 'category'),
      subcategory: param(query, 'subcategory'),
      verifiedOnly: verified === true,
    },
    errors,
  );
}

export function validateSearch(query: URLSearchParams): Validated<SearchQuery> {
  const errors: FieldErrors = {};
  const q = param(query, 'q') ?? '';
  // Characters, not UTF-16 units, like Laravel's mb_strlen.
  const length = [...q].length;
  if (length === 0) addError(errors, 'q', 'The q field is required.');
  else if (length < QUERY_MIN_LENGTH) {
    addError(errors, 'q', `The q field must be at least ${QUERY_MIN_LENGTH} characters.`);
  } else if (length > QUERY_MAX_LENGTH) {
    addError(errors, 'q', `The q field must not be greater than ${QUERY_MAX_LENGTH} characters.`);
  }
  const { page, perPage } = pagination(query, errors);
  return result({ q, page, perPage }, errors);
}

/** Laravel 10+: the first message, plus "(and N more errors)" when there are more. */
export function validationBody(errors: FieldErrors): string {
  const messages = Object.values(errors).flat();
  const more = messages.length - 1;
  const message =
    more <= 0
      ? (messages[0] ?? 'The given data was invalid.')
      : `${messages[0]} (and ${more} more error${more > 1 ? 's' : ''})`;
  return JSON.stringify({ message, errors });
}
