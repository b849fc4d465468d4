/**
 * A phone list's card. The browser styles, lays out and paints only the cards near the screen
 * (`content-visibility: auto`): a list of 50 costs a phone the work of the few it shows, then of each one as it
 * scrolls near (ADR 55). A card not yet drawn counts as 6rem tall; once drawn, as tall as it was.
 */
export const PHONE_CARD = 'px-4 py-3 [content-visibility:auto] [contain-intrinsic-size:auto_6rem]';
