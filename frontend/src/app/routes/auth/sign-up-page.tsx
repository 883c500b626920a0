import { AuthPage } from './auth-page';

/** /sign-up/* (spec §2). */
export function SignUpPage() {
  return <AuthPage mode="sign-up" />;
}
