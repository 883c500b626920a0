import { AuthPage } from './auth-page';

/** /sign-in/* (spec §2). */
export function SignInPage() {
  return <AuthPage mode="sign-in" />;
}
