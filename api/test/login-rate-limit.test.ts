import { LoginRateLimiter } from '../src/auth/login-rate-limit';

describe('LoginRateLimiter', () => {
  let now = 0;
  const limiter = () => new LoginRateLimiter({ maxFailures: 3, windowMs: 1000, now: () => now });

  beforeEach(() => {
    now = 1_000_000;
  });

  it('when failures reach the limit, then the caller waits until the window ends', () => {
    const rl = limiter();
    for (let i = 0; i < 3; i += 1) rl.recordFailure('1.1.1.1', 'Ivan');
    expect(rl.retryAfterMs('1.1.1.1', 'someone-else')).toBe(1000);
    expect(rl.retryAfterMs('2.2.2.2', ' ivan ')).toBe(1000);
    now += 400;
    expect(rl.retryAfterMs('2.2.2.2', 'ivan')).toBe(600);
  });

  it('when the window has passed, then attempts are allowed again', () => {
    const rl = limiter();
    for (let i = 0; i < 3; i += 1) rl.recordFailure('1.1.1.1', 'ivan');
    now += 1000;
    expect(rl.retryAfterMs('1.1.1.1', 'ivan')).toBe(0);
  });

  it('when below the limit, then no wait', () => {
    const rl = limiter();
    rl.recordFailure('1.1.1.1', 'ivan');
    rl.recordFailure('1.1.1.1', 'ivan');
    expect(rl.retryAfterMs('1.1.1.1', 'ivan')).toBe(0);
  });
});
