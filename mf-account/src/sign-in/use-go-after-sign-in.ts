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
  return () => void navigate(afterSignInPath(params.get('redirect')), { replace: true });
}
