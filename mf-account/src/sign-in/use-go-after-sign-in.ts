import { useCallback, useEffect } from 'react';
import { selectIsSignedIn, useAppSelector } from '@shop/shop-state';
import { useNavigate, useSearchParams } from '@shop/ui/routing';
import { afterSignInPath } from './safe-redirect';

/**
 * Leaves the sign-in or register form for the page the user wanted. Replaces the
 * history entry, so Back does not return to a form they have finished with.
 * `navigate` is a plain pushState, which single-spa routes to whichever module
 * owns the target (a staff member's /dashboard is the back office's).
 */
export function useGoAfterSignIn(): () => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return useCallback(
    () => void navigate(afterSignInPath(redirect), { replace: true }),
    [navigate, redirect],
  );
}

/**
 * The sign-in forms are for visitors (docs/product/account.md#sign-in): whenever the session is
 * signed in, the form goes on as after signing in. That covers both a signed-in user
 * who opens /login or /register and the moment the form's own request succeeds, so
 * the two can never race to different pages.
 */
export function useGoOnWhenSignedIn(): void {
  const signedIn = useAppSelector(selectIsSignedIn);
  const goOn = useGoAfterSignIn();
  useEffect(() => {
    if (signedIn) goOn();
  }, [signedIn, goOn]);
}

/** The other form's address, keeping where the user wants to end up. */
export function otherFormHref(path: '/login' | '/register', redirect: string | null): string {
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}
