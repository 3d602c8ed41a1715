import { EntityManager } from '@mikro-orm/core';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { StoreSettingsService } from '../shop/store-settings.service';
import { MailMessage } from './mail-message.entity';
import { NO_MAIL, SmtpTransport, type MailSettings } from './mail-transport';

/** After this many failed attempts a message is `failed` and left for an operator. */
export const MAX_ATTEMPTS = 8;
/** How often the outbox is looked at for due messages. */
const POLL_MS = 2_000;
/** How long a claimed message is another sender's to leave alone (longer than one SMTP send). */
const CLAIM_MS = 120_000;
const BATCH = 20;

/** 5 s, 10 s, 20 s … doubling, at most an hour: a server that is down is not hammered. */
export function retryDelayMs(attempts: number, baseMs = 5_000): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export interface SenderTiming {
  pollMs?: number;
  retryBaseMs?: number;
}

const wholeSeconds = (ms: number) => new Date(Math.floor(ms / 1000) * 1000);

/**
 * Sends the outbox after commit (docs/operations.md#e-mail-and-the-outbox). Each instance polls;
 * a message is claimed by a conditional update (still queued, still due, attempts unchanged), so
 * with two API instances exactly one sends it. Without SMTP_URL a message is written to the log
 * at info with its text and marked `logged`, not lost.
 */
@Injectable()
export class MailSender implements OnApplicationShutdown {
  private readonly log = new Logger('Mail');
  private settings: MailSettings = NO_MAIL;
  private transport: SmtpTransport | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private retryBaseMs = 5_000;

  constructor(
    private readonly em: EntityManager,
    private readonly shop: StoreSettingsService,
  ) {}

  /** Whether e-mails go out over SMTP (else they are logged): the screens say so. */
  get configured(): boolean {
    return this.settings.smtpUrl !== null;
  }

  /** Called once at start (app.ts) with SMTP_URL and MAIL_FROM; tests shorten the waits. */
  start(settings: MailSettings, timing: SenderTiming = {}): void {
    this.settings = settings;
    this.retryBaseMs = timing.retryBaseMs ?? this.retryBaseMs;
    const pollMs = timing.pollMs ?? POLL_MS;
    this.transport = settings.smtpUrl ? new SmtpTransport(settings.smtpUrl) : null;
    this.timer = setInterval(() => void this.drain(), pollMs);
    this.timer.unref();
  }

  /** Sends what is due now; also called right after a commit that queued a message. */
  drain(): Promise<void> {
    this.running ??= this.sendDue().finally(() => (this.running = null));
    return this.running;
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.transport?.close();
  }

  private async sendDue(): Promise<void> {
    try {
      const due = await this.em
        .fork()
        .find(
          MailMessage,
          { status: 'queued', nextAttemptAt: { $lte: new Date() } },
          { orderBy: { id: 'asc' }, limit: BATCH },
        );
      for (const message of due) if (await this.claim(message)) await this.deliver(message);
    } catch (error) {
      // The database away: the next poll tries again.
      this.log.warn(`Could not read the outbox: ${String(error)}`);
    }
  }

  private async claim(message: MailMessage): Promise<boolean> {
    const claimed = await this.em
      .fork()
      .nativeUpdate(
        MailMessage,
        { id: message.id, status: 'queued', attempts: message.attempts },
        { attempts: message.attempts + 1, nextAttemptAt: wholeSeconds(Date.now() + CLAIM_MS) },
      );
    message.attempts += 1;
    return claimed === 1;
  }

  private async deliver(message: MailMessage): Promise<void> {
    const em = this.em.fork();
    if (!this.transport) {
      this.log.log(`E-mail not sent (SMTP_URL unset), logged instead: ${describe(message)}`);
      this.log.log(message.text);
      await em.nativeUpdate(MailMessage, { id: message.id }, { status: 'logged' });
      return;
    }
    try {
      const from = this.settings.from ?? (await this.shop.current()).email;
      await this.transport.send({ ...pick(message), from });
      await em.nativeUpdate(
        MailMessage,
        { id: message.id },
        { status: 'sent', sentAt: wholeSeconds(Date.now()), lastError: null },
      );
    } catch (error) {
      const gaveUp = message.attempts >= MAX_ATTEMPTS;
      this.log.warn(
        `E-mail ${describe(message)} failed (attempt ${message.attempts}` +
          `${gaveUp ? ', giving up' : ', will retry'}): ${String(error)}`,
      );
      await em.nativeUpdate(
        MailMessage,
        { id: message.id },
        {
          status: gaveUp ? 'failed' : 'queued',
          lastError: String(error).slice(0, 1000),
          nextAttemptAt: wholeSeconds(
            Date.now() + retryDelayMs(message.attempts, this.retryBaseMs),
          ),
        },
      );
    }
  }
}

const describe = (message: MailMessage) =>
  `#${message.id} ${message.kind} to ${message.to}: "${message.subject}"`;

const pick = ({ to, subject, text, html }: MailMessage) => ({ to, subject, text, html });
