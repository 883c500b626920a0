/**
 * The local sign-in and sign-up forms (no Clerk configured): email, plus first and last name on
 * sign-up. Success goes to /onboarding (docs/product.md#screens-and-routes), which sends finished
 * users on to /dashboard.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { useLocalAuthActions } from '@/lib/auth/local-auth-actions';

export function LocalAuthForm({ mode }: { mode: 'sign-in' | 'sign-up' }) {
  const actions = useLocalAuthActions();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signUp = mode === 'sign-up';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!actions || pending) return;
    setPending(true);
    setError(null);
    try {
      await actions.signIn({
        email: email.trim(),
        ...(signUp ? { firstName: firstName.trim(), lastName: lastName.trim() } : {}),
      });
      navigate(paths.onboarding, { replace: true });
    } catch (caught) {
      setError((caught as Error).message);
      setPending(false);
    }
  };

  return (
    <Card className="w-full max-w-sm p-6">
      <h1 className="text-xl font-semibold">{signUp ? 'Create your account' : 'Sign in'}</h1>
      <p className="mt-1 text-sm text-muted-foreground">
        {signUp ? 'Start preparing better 1:1s in a few minutes.' : 'Welcome back.'}
      </p>
      <form className="mt-6 grid gap-4" onSubmit={onSubmit} noValidate>
        {signUp ? (
          <div className="grid grid-cols-2 gap-3">
            <TextField
              id="auth-first-name"
              label="First name"
              autoComplete="given-name"
              value={firstName}
              onChange={(event) => setFirstName(event.target.value)}
            />
            <TextField
              id="auth-last-name"
              label="Last name"
              autoComplete="family-name"
              value={lastName}
              onChange={(event) => setLastName(event.target.value)}
            />
          </div>
        ) : null}
        <div className="grid gap-1.5">
          <Label htmlFor="auth-email">Email</Label>
          <Input
            id="auth-email"
            type="email"
            autoComplete="email"
            required
            autoFocus
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'auth-error' : undefined}
          />
        </div>
        {error ? (
          <p id="auth-error" role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={pending || !email.trim()}>
          {signUp
            ? pending
              ? 'Creating account...'
              : 'Create account'
            : pending
              ? 'Signing in...'
              : 'Sign in'}
        </Button>
      </form>
      <p className="mt-5 text-center text-sm text-muted-foreground">
        {signUp ? 'Already have an account? ' : 'New here? '}
        <Link
          className="font-medium text-primary hover:underline"
          to={signUp ? paths.signIn : paths.signUp}
        >
          {signUp ? 'Sign in' : 'Create an account'}
        </Link>
      </p>
      <p className="mt-4 text-center text-xs text-muted-foreground">
        Local sign-in: no password needed on this machine.
      </p>
    </Card>
  );
}
