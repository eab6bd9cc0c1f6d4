import { Navigate, useLocation } from 'react-router';
import { AuthPage, redirectTarget } from '@/features/auth/auth-page';
import { useSession } from '@/lib/session';

/** /auth inside the console (a page sent the user here): once signed in, back to that page. */
export function AuthRoute() {
  const { status } = useSession();
  const location = useLocation();
  // Any session, however it arrived (this form, another tab, a restored cookie), leaves this page.
  if (status === 'authenticated') return <Navigate to={redirectTarget(location.state)} replace />;
  return <AuthPage />;
}
