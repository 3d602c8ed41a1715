import { Entity, Enum, ManyToOne, PrimaryKey, Property, ref, type Ref } from '@mikro-orm/core';
import { COLORS, type Color } from '@shop/contracts';
import { Style } from './style.entity';

/**
 * A picture of a style, in its order, optionally one colour's. Only the picture's key is kept
 * here; the files and their sizes belong to the pictures module (services/api/src/pictures/).
 */
@Entity()
export class StylePictureRef {
  @PrimaryKey({ type: 'integer' })
  id!: number;

  @ManyToOne({ entity: () => Style, ref: true, deleteRule: 'cascade' })
  style: Ref<Style>;

  @Property({ type: 'string', length: 32 })
  pictureKey: string;

  @Enum({ items: () => COLORS, nullable: true })
  color: Color | null;

  @Property({ type: 'integer' })
  position: number;

  /** The largest stored size's pixels, kept so a card's `srcset` can name each file's width. */
  @Property({ type: 'integer' })
  width: number;

  @Property({ type: 'integer' })
  height: number;

  constructor(
    style: Style,
    picture: { key: string; width: number; height: number },
    color: Color | null,
    position: number,
  ) {
    this.style = ref(style);
    this.pictureKey = picture.key;
    this.width = picture.width;
    this.height = picture.height;
    this.color = color;
    this.position = position;
  }
}
