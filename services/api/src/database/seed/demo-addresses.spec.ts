import { deliveryAddressOf } from './demo-addresses';

describe('a demo customer’s delivery address', () => {
  it('comes from the one-line address of their profile', () => {
    expect(deliveryAddressOf({ address: '742 Evergreen Terrace, Springfield, OR 97403' })).toEqual({
      line1: '742 Evergreen Terrace',
      city: 'Springfield',
      state: 'OR',
      zip: '97403',
    });
  });

  it('falls back to the shop’s street for a customer who gave none', () => {
    expect(deliveryAddressOf({ address: null })).toMatchObject({ city: 'New York', state: 'NY' });
  });
});
