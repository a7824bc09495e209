/** A `tel:` link for a phone number as people write it: "(555) 010-4800" → "tel:5550104800". */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
