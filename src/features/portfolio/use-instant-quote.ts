import { useState } from 'react';
import { PACKAGES, packageSavings, type WebsitePackage } from '@contract/catalogue';
import { dispatchPageEvent } from '@src/app/page-events';
import { INITIAL_ANSWERS, quoteFor, type PagesNeeded, type QuoteAnswers } from './instant-quote';

export interface InstantQuoteView {
  open: boolean;
  setOpen: (open: boolean) => void;
  answers: QuoteAnswers;
  setPages: (pages: PagesNeeded) => void;
  setSellsOnline: (sellsOnline: boolean) => void;
  /** The package the answers call for, and what it saves against a typical agency. */
  quote: WebsitePackage;
  savings: number;
  /** Opens onboarding with the quoted package (the page event openQuickOnboarding). */
  start: () => void;
  /** Opens the package selection to compare all four (the page event openPackageSelection). */
  compare: () => void;
}

/** The instant-quote dialog's state: open or not, the answers, and the quote they give. */
export const useInstantQuote = (): InstantQuoteView => {
  const [open, setOpenState] = useState(false);
  const [answers, setAnswers] = useState<QuoteAnswers>(INITIAL_ANSWERS);
  const quote = PACKAGES[quoteFor(answers)];
  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (next) setAnswers(INITIAL_ANSWERS);
  };
  return {
    open,
    setOpen,
    answers,
    setPages: (pages) => setAnswers((current) => ({ ...current, pages })),
    setSellsOnline: (sellsOnline) => setAnswers((current) => ({ ...current, sellsOnline })),
    quote,
    savings: packageSavings(quote.id),
    start: () => {
      setOpenState(false);
      dispatchPageEvent('openQuickOnboarding', { packageType: quote.id, packagePrice: quote.price });
    },
    compare: () => {
      setOpenState(false);
      dispatchPageEvent('openPackageSelection');
    },
  };
};
