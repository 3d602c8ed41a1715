import { BrowserRouter, Route, Routes } from 'react-router';
import { CustomerDashboardPage } from './dashboard/customer-dashboard-page';
import { ProfilePage } from './profile/profile-page';
import { PurchaseDetailsPage } from './purchases/purchase-details-page';
import { PurchasesPage } from './purchases/purchases-page';
import { RegisterPage } from './sign-in/register-page';
import { SignInPage } from './sign-in/sign-in-page';

/**
 * The account module's routes. The shell mounts it only where its route table says
 * so (and checks roles first); `/dashboard` reaches this module for customers only.
 */
export function AccountApp() {
  return (
    <BrowserRouter>
      <Routes>
        <Route path="/login" element={<SignInPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/profile" element={<ProfilePage />} />
        <Route path="/purchases" element={<PurchasesPage />} />
        <Route path="/purchases/:id" element={<PurchaseDetailsPage />} />
        <Route path="/dashboard" element={<CustomerDashboardPage />} />
      </Routes>
    </BrowserRouter>
  );
}
