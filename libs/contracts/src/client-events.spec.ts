import { CLIENT_EVENT_MESSAGE_MAX, scrubClientMessage } from './client-event-fields';
import { clientEventSchema } from './client-events';

describe('scrubClientMessage', () => {
  it('keeps URLs and paths without their query strings or fragments', () => {
    expect(
      scrubClientMessage(
        'GET https://shop.example/api/purchases?user=7&token=abc failed; see /login?redirect=%2Fcart#top',
      ),
    ).toBe('GET https://shop.example/api/purchases failed; see /login');
  });

  it('blanks emails and tokens, folds white space and cuts long messages', () => {
    expect(scrubClientMessage('  no account for\n ann.lee+shop@example.co.uk  ')).toBe(
      'no account for [email]',
    );
    expect(scrubClientMessage('Bearer eyJhbGciOi.eyJzdWIiOjF9.c2lnbmF0dXJl refused')).toBe(
      'Bearer [token] refused',
    );
    expect(scrubClientMessage('x'.repeat(1000))).toHaveLength(CLIENT_EVENT_MESSAGE_MAX);
  });
});

describe('clientEventSchema', () => {
  const event = { remote: 'storefront', version: 'unknown', kind: 'load_error', message: 'Boom' };

  it('takes a report with or without a request id, its message scrubbed', () => {
    expect(clientEventSchema.parse({ ...event, message: 'at /cart?coupon=X' })).toEqual({
      ...event,
      message: 'at /cart',
    });
    expect(clientEventSchema.parse({ ...event, request_id: 'req-1:a.b' }).request_id).toBe(
      'req-1:a.b',
    );
  });

  it('refuses any field beyond the five, so nothing personal rides along', () => {
    const result = clientEventSchema.safeParse({ ...event, user_id: 3, url: '/profile' });
    expect(result.error?.issues[0]?.message).toBe('Unknown field: user_id, url');
  });
});
