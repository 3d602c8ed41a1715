import type { ReactNode } from 'react';
import { apiErrorMessage } from '@shop/shop-state';
import { LoadError, SkeletonBlock, tokens } from '@shop/ui';

interface ReportQuery<T> {
  data?: T;
  error?: unknown;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** The cards' and the chart's places while the first answer is on its way. */
function ReportSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <div
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
          gap: tokens.space.md,
          marginBottom: tokens.space.xl,
        }}
      >
        {[0, 1, 2, 3].map((card) => (
          <SkeletonBlock key={card} height={96} />
        ))}
      </div>
      <SkeletonBlock height={280} />
    </div>
  );
}

/**
 * One report's states: a skeleton for the first load, the API's reason with Retry when it
 * failed (a bad range says why), else the report, dimmed while a new period loads.
 */
export function ReportBody<T>({
  name,
  query,
  children,
}: {
  name: string;
  query: ReportQuery<T>;
  children: (data: T) => ReactNode;
}) {
  const { data, error, isError, isFetching, refetch } = query;
  if (isError && !isFetching)
    return (
      <LoadError
        message={apiErrorMessage(error, `The ${name} could not be loaded.`)}
        onRetry={() => void refetch()}
      />
    );
  if (!data) return <ReportSkeleton label={`Loading the ${name}`} />;
  return (
    <div aria-busy={isFetching} style={{ opacity: isFetching ? 0.6 : 1 }}>
      {children(data)}
    </div>
  );
}
