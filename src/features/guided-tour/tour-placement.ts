/**
 * Where the tour's spotlight and card go for a section on screen: the spotlight over the top of
 * the section (at most a share of the viewport, so the card fits under it), the card under it with
 * its pointer, or, with no section, the card in the middle of a dimmed page. Horizontal offsets are
 * logical (from the inline start), so the card and its pointer mirror right to left.
 */
import type { TargetBox } from './use-tour-target';

/** The spotlight never covers more of the viewport's height than this, to leave room for the card. */
const SPOTLIGHT_MAX_SHARE = 0.4;
/** Room the spotlight keeps around the section, and the card from the viewport's edges. */
const MARGIN = 12;
/** Space between the spotlight and the card, where the pointer sits. */
const POINTER_GAP = 16;
/** A card needs about this much height; with less under the spotlight it sits at the bottom. */
const CARD_ROOM = 250;

export type TourPlacement =
  | { kind: 'centered' }
  | {
      kind: 'anchored';
      spotlight: TargetBox;
      /** The card's top, or null when it sits at the bottom of the viewport (no room under the spotlight). */
      cardTop: number | null;
    };

export const placeTourCard = (box: TargetBox | null, viewportHeight: number): TourPlacement => {
  if (!box) return { kind: 'centered' };
  const height = Math.min(box.height, viewportHeight * SPOTLIGHT_MAX_SHARE);
  const spotlight = {
    top: box.top + MARGIN / 2,
    left: box.left + MARGIN,
    width: Math.max(0, box.width - 2 * MARGIN),
    height: Math.max(0, height - MARGIN),
  };
  const below = spotlight.top + spotlight.height + POINTER_GAP;
  return { kind: 'anchored', spotlight, cardTop: below + CARD_ROOM <= viewportHeight ? below : null };
};
