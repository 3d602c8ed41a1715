import { longestSearchWord, searchFinds, wordsOf } from './search-words';

describe('what a catalogue search finds', () => {
  it('splits a text into lower-case words of letters and digits', () => {
    expect(wordsOf("Comet Zip-Hoodie O'Brien")).toEqual(['comet', 'zip', 'hoodie', 'o', 'brien']);
    expect(wordsOf('Café_Noir 100%')).toEqual(['café', 'noir', '100']);
    expect(longestSearchWord(' zip hood ')).toBe('hood');
    expect(longestSearchWord('%_ -')).toBeNull();
  });

  it('finds the start of a word, a brand and several words, ignoring case', () => {
    expect(searchFinds('hood', ['Comet Zip-Hoodie', 'Stride'])).toBe(true);
    expect(searchFinds('STRI', ['Comet Zip-Hoodie', 'Stride'])).toBe(true);
    expect(searchFinds('zip-hood', ['Comet Zip-Hoodie', 'Stride'])).toBe(true);
    expect(searchFinds('  ', ['Comet Zip-Hoodie', 'Stride'])).toBe(true);
  });

  it('does not find a fragment from inside a word, nor words out of order', () => {
    expect(searchFinds('oodie', ['Comet Zip-Hoodie', 'Stride'])).toBe(false);
    expect(searchFinds('shirt', ['Trail Sweatshirt', 'Stride'])).toBe(false);
    expect(searchFinds('hoodie zip', ['Comet Zip-Hoodie', 'Stride'])).toBe(false);
  });
});
