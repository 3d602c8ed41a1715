import { Inject, Injectable } from '@nestjs/common';
import { ATTEMPT_STORE, type AttemptStore } from './attempt-store';
import { throwIfBlocked } from './login-throttle';

/**
 * Wrong approval PINs allowed per approver (docs/product/roles-and-rules.md#approvals-on-the-spot):
 * a PIN is short, so after 5 wrong ones in 15 minutes that approver's PIN is refused everywhere
 * until the window ends, whatever the address; a right PIN clears the count. Counted in the same
 * store as failed sign-ins, shared between instances with REDIS_URL.
 */
export const APPROVAL_LIMITS = { perApprover: { max: 5, windowMs: 15 * 60_000 } } as const;

export const TOO_MANY_APPROVALS = 'Too many wrong approval PINs. Please try again later.';

const approverKey = (login: string) => `approval:approver:${login}`;

@Injectable()
export class ApprovalThrottle {
  constructor(@Inject(ATTEMPT_STORE) private readonly store: AttemptStore) {}

  /** 429 with Retry-After while the approver's count is at its limit; checked before hashing. */
  async assertAllowed(login: string): Promise<void> {
    const window = await this.store.get(approverKey(login));
    throwIfBlocked(
      [window && window.count >= APPROVAL_LIMITS.perApprover.max ? window : undefined],
      TOO_MANY_APPROVALS,
    );
  }

  async recordFailure(login: string): Promise<void> {
    await this.store.increment(approverKey(login), APPROVAL_LIMITS.perApprover.windowMs);
  }

  recordSuccess(login: string): Promise<void> {
    return this.store.reset(approverKey(login));
  }
}
