import { BrowserRouter, Route, Routes } from '@shop/ui/routing';
import { ShopTheme } from '@shop/ui/controls';
import { StaffDashboardPage } from './dashboard/staff-dashboard-page';
import { InventoryPage } from './inventory/inventory-page';
import { PointOfSalePage } from './sales/point-of-sale-page';
import { SuppliersPage } from './suppliers/suppliers-page';

/** Staff screens. The shell checks the staff role before mounting this module. */
export function BackofficeApp() {
  return (
    <ShopTheme>
      <BrowserRouter>
        <Routes>
          <Route path="/dashboard" element={<StaffDashboardPage />} />
          <Route path="/inventory" element={<InventoryPage />} />
          <Route path="/suppliers" element={<SuppliersPage />} />
          <Route path="/sales" element={<PointOfSalePage />} />
        </Routes>
      </BrowserRouter>
    </ShopTheme>
  );
}
