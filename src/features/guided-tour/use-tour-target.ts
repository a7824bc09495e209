/**
 * Where the section a tour step points at is on screen: it is scrolled to the top of the viewport
 * (gently, unless the visitor asked for reduced motion), then followed as the page scrolls or
 * resizes. Null when the step points at nothing or the section is not on this page.
 */
import { useEffect, useState } from 'react';

export interface TargetBox {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** What the sticky navigation bar covers at the top: the page's scroll padding (global.css). */
const coveredAtTop = (): number =>
  Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;

/** The part of the viewport a box is in, below the navigation bar, or null once it is scrolled away. */
const visiblePart = (rect: DOMRect): TargetBox | null => {
  const top = Math.max(rect.top, coveredAtTop());
  const bottom = Math.min(rect.bottom, window.innerHeight);
  const left = Math.max(rect.left, 0);
  const right = Math.min(rect.right, document.documentElement.clientWidth || window.innerWidth);
  if (bottom <= top || right <= left) return null;
  return { top, left, width: right - left, height: bottom - top };
};

export interface TourTarget {
  box: TargetBox | null;
  viewportHeight: number;
}

const NOWHERE: TourTarget = { box: null, viewportHeight: 0 };

export const useTourTarget = (anchor: string | null): TourTarget => {
  const [measured, setMeasured] = useState<{ anchor: string; target: TourTarget } | null>(null);
  useEffect(() => {
    const element = anchor ? document.getElementById(anchor) : null;
    if (!anchor || !element) return;
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    element.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    const measure = () =>
      setMeasured({
        anchor,
        target: { box: visiblePart(element.getBoundingClientRect()), viewportHeight: window.innerHeight },
      });
    // A turned phone or a resized window lays the page out anew: the section comes back into view.
    const reposition = () => {
      element.scrollIntoView({ block: 'start' });
      measure();
    };
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', reposition);
    return () => {
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', reposition);
    };
  }, [anchor]);
  // A step without a section, or a section not measured yet, points at nothing.
  return measured && measured.anchor === anchor ? measured.target : NOWHERE;
};
