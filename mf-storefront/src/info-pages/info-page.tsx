import { PageFrame, ShopLink, Text, tokens } from '@shop/ui';
import type { InfoPageContent } from './info-pages';
import { SizeTable } from './size-table';

/**
 * A footer page (shipping, returns, sizes, …): its title and paragraphs, from info-pages.ts, and
 * the steps and link some have.
 */
export function InfoPage({ page }: { page: InfoPageContent }) {
  return (
    <PageFrame title={page.title}>
      <div style={{ maxWidth: 720 }}>
        {page.paragraphs.map((text) => (
          <Text key={text} style={{ fontSize: 16 }}>
            {text}
          </Text>
        ))}
        {page.steps && (
          <ol style={{ fontSize: 16, paddingInlineStart: tokens.space.lg }}>
            {page.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        )}
        {page.link && (
          <Text style={{ fontSize: 16 }}>
            <ShopLink href={page.link.href}>{page.link.label}</ShopLink>
          </Text>
        )}
        {page.sizeTable && <SizeTable />}
      </div>
    </PageFrame>
  );
}
