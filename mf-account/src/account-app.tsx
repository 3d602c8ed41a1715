import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from '@shop/ui/routing';
import { ShopTheme } from '@shop/ui/controls';
import { PageLoading } from '@shop/ui';

// Each screen is its own chunk: the form kit (@shop/ui/forms) and the contracts'
// schemas load with the screen that needs them, never with the shop's first page.
const SignInPage = lazy(() =>
  import('./sign-in/sign-in-page').then((m) => ({ default: m.SignInPage })),
);
const RegisterPage = lazy(() =>
  import('./sign-in/register-page').then((m) => ({ default: m.RegisterPage })),
);
const ChoosePasswordPage = lazy(() =>
  import('./sign-in/choose-password-page').then((m) => ({ default: m.ChoosePasswordPage })),
);
const ProfilePage = lazy(() =>
  import('./profile/profile-page').then((m) => ({ default: m.ProfilePage })),
);
const CustomerDashboardPage = lazy(() =>
  import('./dashboard/customer-dashboard-page').then((m) => ({
    default: m.CustomerDashboardPage,
  })),
);
const PurchasesPage = lazy(() =>
  import('./purchases/purchases-page').then((m) => ({ default: m.PurchasesPage })),
);
const PurchaseDetailsPage = lazy(() =>
  import('./purchases/purchase-details-page').then((m) => ({ default: m.PurchaseDetailsPage })),
);

// Offers an approval on the spot for any action refused for a missing permission
// (docs/product/staff.md#approval-on-the-spot); the form kit loads with it, beside the first screen.
const ApprovalHost = lazy(() =>
  import('./approval-host').then((m) => ({ default: m.ApprovalHost })),
);

/**
 * The account module's routes. The shell mounts it only where its route table says
 * so (and checks roles first); `/dashboard` reaches this module for customers only.
 */
export function AccountApp() {
  return (
    <ShopTheme>
      <BrowserRouter>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            <Route path="/login" element={<SignInPage />} />
            <Route path="/register" element={<RegisterPage />} />
            <Route path="/choose-password" element={<ChoosePasswordPage />} />
            <Route path="/profile" element={<ProfilePage />} />
            <Route path="/purchases" element={<PurchasesPage />} />
            <Route path="/purchases/:id" element={<PurchaseDetailsPage />} />
            <Route path="/dashboard" element={<CustomerDashboardPage />} />
            {/* Another module's page (after sign-in, say): single-spa unmounts us next. */}
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
