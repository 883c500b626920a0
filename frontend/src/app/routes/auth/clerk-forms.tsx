/** Clerk's hosted sign-in and sign-up components (production auth), in their own chunk. */
import { SignIn, SignUp } from '@clerk/react';
import { paths } from '@/config/paths';

export function ClerkSignIn() {
  return (
    <SignIn
      routing="path"
      path={paths.signIn}
      signUpUrl={paths.signUp}
      forceRedirectUrl={paths.onboarding}
    />
  );
}

export function ClerkSignUp() {
  return (
    <SignUp
      routing="path"
      path={paths.signUp}
      signInUrl={paths.signIn}
      forceRedirectUrl={paths.onboarding}
    />
  );
}
