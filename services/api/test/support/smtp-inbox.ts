import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './own-servers';

/**
 * A real SMTP server of the test's own on a free port (smtp-server), keeping every message it
 * receives as mailparser reads it; it can be stopped and started again on the same port, to play
 * a mail server that is down.
 */
export interface SmtpInbox {
  url: string;
  received: ParsedMail[];
  /** Waits until a message to `to` arrives (the newest first), failing after `timeoutMs`. */
  messageTo(to: string, subjectPart?: string, timeoutMs?: number): Promise<ParsedMail>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const port = await freePort();
  const received: ParsedMail[] = [];
  let server: SMTPServer | null = null;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail) => received.push(mail))
            .then(() => callback(), callback);
        },
      });
      smtp.once('error', reject);
      smtp.listen(port, '127.0.0.1', () => resolve());
      server = smtp;
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      const running = server;
      server = null;
      if (running) running.close(() => resolve());
      else resolve();
    });

  const find = (to: string, subjectPart: string) =>
    [...received]
      .reverse()
      .find((mail) => addressesOf(mail).includes(to) && (mail.subject ?? '').includes(subjectPart));

  await start();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    async messageTo(to, subjectPart = '', timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = find(to, subjectPart);
        if (mail) return mail;
        if (Date.now() > deadline)
          throw new Error(`No e-mail to ${to} (${subjectPart}) within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop,
    start,
  };
}

function addressesOf(mail: ParsedMail): string[] {
  const to = mail.to === undefined ? [] : Array.isArray(mail.to) ? mail.to : [mail.to];
  return to.flatMap((list) => list.value.map((one) => one.address ?? ''));
}

/** Polls `read` until it gives a value, failing after `timeoutMs`. */
export async function eventually<T>(
  read: () => Promise<T | undefined | null | false>,
  timeoutMs = 15_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Not so within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
