/** The options page's section for on-page suggestions; the popup links to it with this as the hash. */
export const SUGGESTIONS_SECTION_ID = 'suggestions';
