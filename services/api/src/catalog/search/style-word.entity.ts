import { Entity, Index, PrimaryKey, PrimaryKeyProp } from '@mikro-orm/core';

/**
 * One word of a style's name or brand or of one of its variants' SKUs, lower-case: the index
 * the catalogue's search reads its candidates from (style-words.ts,
 * docs/decisions/0120-the-search-finds-words-by-their-start.md). Kept by style-words.subscriber.ts
 * on every flush that writes a style's name or brand or a variant's SKU or style.
 */
@Entity()
@Index({ properties: ['styleId'] })
export class StyleWord {
  [PrimaryKeyProp]?: ['word', 'styleId'];

  @PrimaryKey({ type: 'string', length: 64 })
  word: string;

  /** No foreign key: the words of a style are rewritten whole, never read for the style itself. */
  @PrimaryKey({ type: 'integer' })
  styleId: number;

  constructor(word: string, styleId: number) {
    this.word = word;
    this.styleId = styleId;
  }
}
