import { welcomeTitle } from './greeting';

describe('welcomeTitle', () => {
  it('greets by first name, falling back to the username', () => {
    expect(welcomeTitle({ first_name: 'Ada', username: 'ada1' })).toBe('Welcome back, Ada!');
    expect(welcomeTitle({ first_name: '', username: 'ada1' })).toBe('Welcome back, ada1!');
  });

  it('welcomes a brand-new account instead of welcoming it back', () => {
    expect(welcomeTitle({ first_name: 'Ada', username: 'ada1' }, true)).toBe(
      'Welcome to FitShop, Ada!',
    );
  });
});
