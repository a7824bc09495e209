/**
 * The mail port: something that hands one message to a mail server. The real one is SMTP through
 * nodemailer (SMTP_URL: smtp://user:pass@host:port, upgraded with STARTTLS when the server offers
 * it; smtps:// for TLS from the first byte). Without SMTP_URL there is no transport: mail stays in
 * the outbox, which the admin portal shows (decision 36).
 */
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The outbox id, as Message-ID's left part, so a receiver can tell a repeat from a new mail. */
  id: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** Seconds an SMTP exchange may take before the attempt counts as failed (and is retried later). */
const SMTP_TIMEOUT_MS = 20_000;

export function createSmtpTransport(url: string, messageIdDomain: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async send(mail) {
      await transporter.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${mail.id}@${messageIdDomain}>`,
      });
    },
    close: () => transporter.close(),
  };
}
