import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from '@shop/ui/routing';
import { ShopTheme } from '@shop/ui/controls';
import { PageLoading } from '@shop/ui';

// The page is its own chunk, the kits and contracts loading with it
// (docs/conventions.md#the-remote-template); the charts are a further chunk inside it
// (./reports/charts).
const ReportsPage = lazy(() =>
  import('./reports/reports-page').then((m) => ({ default: m.ReportsPage })),
);

/** Staff reports. The shell checks the staff role before mounting this module. */
export function ReportsApp() {
  return (
    <ShopTheme>
      <BrowserRouter>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            <Route path="/reports" element={<ReportsPage />} />
            {/* Another module's page: single-spa unmounts us next. */}
            <Route path="*" element={null} />
          </Routes>
        </Suspense>
      </BrowserRouter>
    </ShopTheme>
  );
}
