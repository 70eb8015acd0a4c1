// Where "Hide until something changes" is kept (storage.local), apart from its schema so the options
// page can watch the key without carrying zod.
export const HIDDEN_AREA = 'local';
export const HIDDEN_KEY = 'hiddenUntilChange';
