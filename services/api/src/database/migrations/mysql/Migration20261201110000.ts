import { Migration } from '@mikro-orm/migrations';
import { styleWordRows } from '../../../catalog/search/style-words';

// The catalogue search's word index (docs/decisions/0120-the-search-finds-words-by-their-start.md):
// each style's words, filled here from the styles and variants already stored and kept afterwards
// by the catalogue's writes (style-words.subscriber.ts). Like the SQLite migration of the same name.
export class Migration20261201110000 extends Migration {

  override async up(): Promise<void> {
    await this.execute(`create table \`style_word\` (\`word\` varchar(64) not null, \`style_id\` int unsigned not null, primary key (\`word\`, \`style_id\`)) default character set utf8mb4 engine = InnoDB;`);
    await this.execute(`alter table \`style_word\` add index \`style_word_style_id_index\`(\`style_id\`);`);
    const styles = await this.execute('select id, name, brand from style');
    const variants = await this.execute('select style_id, sku from product');
    const rows = styleWordRows(
      styles as { id: number; name: string; brand: string }[],
      variants as { style_id: number; sku: string }[],
    );
    for (let at = 0; at < rows.length; at += 1000) {
      const batch = rows.slice(at, at + 1000);
      await this.execute(
        `insert into \`style_word\` (\`word\`, \`style_id\`) values ${batch.map(() => '(?, ?)').join(', ')}`,
        batch.flat(),
      );
    }
  }

  override async down(): Promise<void> {
    await this.execute('drop table `style_word`');
  }

}
