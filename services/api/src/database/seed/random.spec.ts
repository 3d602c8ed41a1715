import { SeededRandom } from './random';

describe('SeededRandom', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = new SeededRandom(42);
    const b = new SeededRandom(42);
    const draws = (r: SeededRandom) => Array.from({ length: 5 }, () => r.int(1, 1000));
    expect(draws(a)).toEqual(draws(b));
    expect(draws(new SeededRandom(43))).not.toEqual(draws(new SeededRandom(42)));
  });

  it('keeps integers within both bounds', () => {
    const random = new SeededRandom(7);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(1, 3)));
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });

  it('samples distinct items', () => {
    const sample = new SeededRandom(1).sample(['a', 'b', 'c', 'd'], 3);
    expect(new Set(sample).size).toBe(3);
  });
});
