import { expect } from '@playwright/test';

/** A message as the test's SMTP server received it (tools/smtp-inbox.mjs). */
export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

/** Where the SMTP server the API sends to shows what it received (e2e/playwright.config.ts). */
const INBOX_URL = process.env.SMTP_INBOX_URL ?? 'http://127.0.0.1:4226';

async function received(): Promise<ReceivedMail[]> {
  const response = await fetch(`${INBOX_URL}/messages`);
  if (!response.ok) throw new Error(`the SMTP inbox answered ${response.status}`);
  return (await response.json()) as ReceivedMail[];
}

/**
 * Waits for the newest e-mail to `to` whose subject contains `subjectPart` to arrive over SMTP (the
 * API's outbox sends within seconds: docs/operations.md#e-mail-and-the-outbox), and answers it.
 */
export async function mailTo(to: string, subjectPart: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await received())
          .reverse()
          .find((mail) => mail.to.includes(to) && mail.subject.includes(subjectPart));
        return found !== undefined;
      },
      { message: `an e-mail to ${to} about "${subjectPart}"`, timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}
