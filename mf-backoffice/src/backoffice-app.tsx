import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from '@shop/ui/routing';
import { ShopTheme } from '@shop/ui/controls';
import { PageLoading } from '@shop/ui';

// Each working screen is its own chunk: the data and form kits and the contracts'
// schemas load with the screen that needs them (docs/conventions.md#the-remote-template).
const InventoryPage = lazy(() =>
  import('./inventory/inventory-page').then((m) => ({ default: m.InventoryPage })),
);
const SuppliersPage = lazy(() =>
  import('./suppliers/suppliers-page').then((m) => ({ default: m.SuppliersPage })),
);
const StaffDashboardPage = lazy(() =>
  import('./dashboard/staff-dashboard-page').then((m) => ({ default: m.StaffDashboardPage })),
);
const CatalogueImportPage = lazy(() =>
  import('./catalogue/import/catalogue-import-page').then((m) => ({
    default: m.CatalogueImportPage,
  })),
);
const LabelsPage = lazy(() =>
  import('./catalogue/labels/labels-page').then((m) => ({ default: m.LabelsPage })),
);
const CataloguePage = lazy(() =>
  import('./catalogue/catalogue-page').then((m) => ({ default: m.CataloguePage })),
);
const NewStylePage = lazy(() =>
  import('./catalogue/new-style-page').then((m) => ({ default: m.NewStylePage })),
);
const StyleEditorPage = lazy(() =>
  import('./catalogue/style-editor-page').then((m) => ({ default: m.StyleEditorPage })),
);
const AuditPage = lazy(() => import('./audit/audit-page').then((m) => ({ default: m.AuditPage })));
const SettingsPage = lazy(() =>
  import('./settings/settings-page').then((m) => ({ default: m.SettingsPage })),
);
const PointOfSalePage = lazy(() =>
  import('./sales/point-of-sale-page').then((m) => ({ default: m.PointOfSalePage })),
);
const CustomerReturnsPage = lazy(() =>
  import('./returns/customer-returns-page').then((m) => ({ default: m.CustomerReturnsPage })),
);
const RegistersPage = lazy(() =>
  import('./registers/registers-page').then((m) => ({ default: m.RegistersPage })),
);
const DrawerReportPage = lazy(() =>
  import('./registers/drawer-report-page').then((m) => ({ default: m.DrawerReportPage })),
);
const StaffPage = lazy(() => import('./staff/staff-page').then((m) => ({ default: m.StaffPage })));
const RolesPage = lazy(() => import('./staff/roles-page').then((m) => ({ default: m.RolesPage })));
const DiscountCodesPage = lazy(() =>
  import('./discount-codes/discount-codes-page').then((m) => ({ default: m.DiscountCodesPage })),
);
const ReleasesPage = lazy(() =>
  import('./releases/releases-page').then((m) => ({ default: m.ReleasesPage })),
);
const TaxSettingsPage = lazy(() =>
  import('./settings/tax/tax-settings-page').then((m) => ({ default: m.TaxSettingsPage })),
);

// Offers an approval on the spot for any action refused for a missing permission
// (docs/product/staff.md#approval-on-the-spot); the form kit loads with it, beside the first screen.
const ApprovalHost = lazy(() =>
  import('./approval-host').then((m) => ({ default: m.ApprovalHost })),
);

/**
 * Staff screens. The shell checks the staff role before mounting this module, and the admin role
 * before an admin's screen (`/audit`). Any action refused
 * for a missing permission is offered for approval on the spot, once for every screen
 * (docs/product/staff.md#approval-on-the-spot).
 */
export function BackofficeApp() {
  return (
    <ShopTheme>
      <BrowserRouter>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            <Route path="/dashboard" element={<StaffDashboardPage />} />
            <Route path="/inventory" element={<InventoryPage />} />
            <Route path="/catalogue" element={<CataloguePage />} />
            <Route path="/catalogue/new" element={<NewStylePage />} />
            <Route path="/catalogue/:id" element={<StyleEditorPage />} />
            <Route path="/suppliers" element={<SuppliersPage />} />
            <Route path="/sales" element={<PointOfSalePage />} />
            <Route path="/customer-returns" element={<CustomerReturnsPage />} />
            <Route path="/registers" element={<RegistersPage />} />
            <Route path="/registers/sessions/:id" element={<DrawerReportPage />} />
            <Route path="/catalogue/import" element={<CatalogueImportPage />} />
            <Route path="/catalogue/labels" element={<LabelsPage />} />
            <Route path="/audit" element={<AuditPage />} />
            <Route path="/releases" element={<ReleasesPage />} />
            <Route path="/staff" element={<StaffPage />} />
            <Route path="/staff/roles" element={<RolesPage />} />
            <Route path="/settings" element={<SettingsPage />} />
            <Route path="/settings/tax" element={<TaxSettingsPage />} />
            <Route path="/discount-codes" element={<DiscountCodesPage />} />
            {/* Another module's page: single-spa unmounts us next. */}
            <Route path="*" element={null} />
          </Routes>
        </Suspense>
        <Suspense fallback={null}>
          <ApprovalHost />
        </Suspense>
      </BrowserRouter>
    </ShopTheme>
  );
}
