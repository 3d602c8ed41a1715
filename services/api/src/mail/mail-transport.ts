import { createTransport, type Transporter } from 'nodemailer';

/** SMTP_URL and MAIL_FROM (config/config.schema.ts). */
export interface MailSettings {
  /** `smtp://user:pass@host:587` or `smtps://…`; null: e-mails are logged, not sent. */
  smtpUrl: string | null;
  /** The From address, e.g. `FitShop <shop@example.com>`; unset: the shop's own e-mail. */
  from: string | null;
}

export const NO_MAIL: MailSettings = { smtpUrl: null, from: null };

/** One message as the SMTP server gets it. */
export interface Envelope {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends over SMTP with nodemailer; one pooled transport per API instance. */
export class SmtpTransport {
  private readonly transporter: Transporter;

  constructor(smtpUrl: string) {
    // Short timeouts: an unreachable server costs a retry later, not a stuck sender.
    this.transporter = createTransport({
      url: smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send(envelope: Envelope): Promise<void> {
    await this.transporter.sendMail(envelope);
  }

  close(): void {
    this.transporter.close();
  }
}
