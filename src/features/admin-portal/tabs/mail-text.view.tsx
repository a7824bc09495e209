/** A mail's plain-text part with its web addresses as links, so a demo can follow a reset link. */
import { Link } from '@radix-ui/themes';
import { Fragment } from 'react';

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

export function MailText({ text }: { text: string }) {
  const parts = text.split(URL_PATTERN);
  return (
    <>
      {parts.map((part, index) =>
        // split() with a capturing group puts the addresses at the odd places.
        index % 2 === 1 ? (
          <Link key={index} href={part} dir="ltr" className="admin-text-wrap">
            {part}
          </Link>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
