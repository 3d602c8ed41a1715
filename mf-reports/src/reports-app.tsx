import { BrowserRouter, Route, Routes } from '@shop/ui/routing';
import { ShopTheme } from '@shop/ui/controls';
import { ReportsPage } from './reports/reports-page';

/** Staff reports. The shell checks the staff role before mounting this module. */
export function ReportsApp() {
  return (
    <ShopTheme>
      <BrowserRouter>
        <Routes>
          <Route path="/reports" element={<ReportsPage />} />
        </Routes>
      </BrowserRouter>
    </ShopTheme>
  );
}
