import { FAILED_REQUEST_FRESH_MS, noteFailedAnswer, takeFailedRequestId } from './failed-request';

const answer = (id: string | null) =>
  new Response('{"error":"Boom"}', {
    status: 500,
    headers: id === null ? {} : { 'x-request-id': id },
  });

describe('the last failed request id', () => {
  beforeEach(() => takeFailedRequestId());

  it('hands out the last failed answer’s id once', () => {
    noteFailedAnswer(answer('first-id'), 1_000);
    noteFailedAnswer(answer('second-id'), 2_000);
    expect(takeFailedRequestId(3_000)).toBe('second-id');
    expect(takeFailedRequestId(3_000)).toBeNull();
  });

  it('forgets one that is no longer recent, and ignores answers without a usable id', () => {
    noteFailedAnswer(answer('old-id'), 1_000);
    expect(takeFailedRequestId(1_000 + FAILED_REQUEST_FRESH_MS + 1)).toBeNull();
    noteFailedAnswer(answer(null), 1_000);
    noteFailedAnswer(answer('a b<c>'), 1_000);
    noteFailedAnswer(undefined, 1_000);
    expect(takeFailedRequestId(1_000)).toBeNull();
  });
});
