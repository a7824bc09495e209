/**
 * Measures what the tour's placement needs (tour-placement.ts decides): the section a tour step
 * points at is scrolled to the top of the viewport at once (a smooth scroll was cut short by the
 * page's own late layout, fonts and deferred sections, and left the step's section out of view in
 * one run in three of `e2e/tour.e2e.test.ts`), then it, its parts and the tour's card are measured again as the page scrolls, resizes
 * or the card changes size. Null when the step points at nothing or the section is not on this page.
 */
import { useEffect, useState, type RefObject } from 'react';
import type { SectionPart, TourLayout } from './tour-placement';

/**
 * The parts of a section the spotlight must not cut through: a heading, a paragraph, a table row
 * (the price comparison is built of ARIA rows), a card, a list item, an image or a control.
 */
const PART_SELECTOR = 'h2, h3, h4, p, tr, [role="row"], li, article, img, figure, a, button, .rt-Card';

/** What the sticky navigation bar covers at the top: the page's scroll padding (global.css). */
const coveredAtTop = (): number =>
  Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;

const partsOf = (section: HTMLElement, viewportHeight: number): SectionPart[] =>
  Array.from(section.querySelectorAll(PART_SELECTOR), (element) => element.getBoundingClientRect())
    .filter((rect) => rect.height > 0 && rect.bottom > 0 && rect.top < viewportHeight)
    .map((rect) => ({ top: rect.top, bottom: rect.bottom }));

/** The section's content column: its Radix Themes container's inner box, or the section itself. */
const columnOf = (section: HTMLElement): { left: number; width: number } => {
  const { left, width } = (section.querySelector('.rt-ContainerInner') ?? section).getBoundingClientRect();
  return { left, width };
};

const measure = (section: HTMLElement, card: HTMLElement | null): TourLayout => {
  const viewport = {
    width: document.documentElement.clientWidth || window.innerWidth,
    height: window.innerHeight,
  };
  const { top, left, width, height } = section.getBoundingClientRect();
  const cardBox = card?.getBoundingClientRect();
  return {
    viewport,
    direction: getComputedStyle(section).direction === 'rtl' ? 'rtl' : 'ltr',
    topInset: coveredAtTop(),
    section: { top, left, width, height },
    column: columnOf(section),
    parts: partsOf(section, viewport.height),
    // Before the card is laid out, room for a card of a few lines at its widest (400 px).
    card: { width: cardBox?.width || 400, height: cardBox?.height || 240 },
  };
};

export const useTourTarget = (
  anchor: string | null,
  cardRef: RefObject<HTMLElement | null>,
): TourLayout | null => {
  const [measured, setMeasured] = useState<{ anchor: string; layout: TourLayout } | null>(null);
  useEffect(() => {
    const section = anchor ? document.getElementById(anchor) : null;
    if (!anchor || !section) return;
    section.scrollIntoView({ block: 'start' });
    const update = () => setMeasured({ anchor, layout: measure(section, cardRef.current) });
    // A turned phone or a resized window lays the page out anew: the section comes back into view.
    const reposition = () => {
      section.scrollIntoView({ block: 'start' });
      update();
    };
    update();
    // The card's height depends on its step's text and the language: placed again once it is known.
    const cardResized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    if (cardRef.current) cardResized?.observe(cardRef.current);
    // Sections above that load late (deferred content, images) push this one down: back into view.
    // The tour is modal, so the visitor is not scrolling the page meanwhile.
    let observed = false; // the first report is the observation itself, not a change
    const pageResized =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => (observed ? reposition() : (observed = true)));
    pageResized?.observe(document.body);
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', reposition);
    return () => {
      cardResized?.disconnect();
      pageResized?.disconnect();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', reposition);
    };
  }, [anchor, cardRef]);
  // A step without a section, or a section not measured yet, points at nothing.
  return measured && measured.anchor === anchor ? measured.layout : null;
};
