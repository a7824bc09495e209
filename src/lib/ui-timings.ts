/** Interface timings and thresholds of the spec (part 1 §9), named once. */

/** How long a toast stays unless the caller says otherwise. */
export const TOAST_DEFAULT_DURATION_MS = 5000;
/** A toast swiped right further than this is dismissed. */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** The key that moves focus to the notifications region. */
export const TOAST_HOTKEY = ['F8'];
/** Hover time before a tooltip opens. */
export const TOOLTIP_DELAY_MS = 700;
/** Moving to another trigger within this time opens its tooltip at once. */
export const TOOLTIP_SKIP_DELAY_MS = 300;
