import { PageFrame, Text } from '@shop/ui';
import type { InfoPageContent } from './info-pages';
import { SizeTable } from './size-table';

/** A footer page (shipping, returns, sizes, …): its title and paragraphs, from info-pages.ts. */
export function InfoPage({ page }: { page: InfoPageContent }) {
  return (
    <PageFrame title={page.title}>
      <div style={{ maxWidth: 720 }}>
        {page.paragraphs.map((text) => (
          <Text key={text} style={{ fontSize: 16 }}>
            {text}
          </Text>
        ))}
        {page.sizeTable && <SizeTable />}
      </div>
    </PageFrame>
  );
}
