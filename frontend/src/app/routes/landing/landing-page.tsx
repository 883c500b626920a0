/**
 * Landing page (spec §1, §2 'Landing page'). Signed-in visitors are sent on by their onboarding
 * status: complete → /dashboard, incomplete → /onboarding, a failed check → /dashboard.
 *
 * 'View demo': on a local server in demo mode (`npm run demo`) it signs into the seeded demo
 * account and opens /dashboard; elsewhere (no demo sign-in, or Clerk) it scrolls to 'How it
 * supports managers'.
 */
import {
  BellRing,
  CalendarClock,
  MessageSquareWarning,
  NotebookPen,
  Sparkles,
  TrendingUp,
  UsersRound,
  Eye,
} from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Link, useNavigate } from 'react-router-dom';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useLocalAuthActions } from '@/lib/auth/local-auth-actions';
import { useOnboardingStatus } from '@/features/onboarding';
import { UserMenu } from '@/app/layouts/app-shell/user-menu';
import { SITE_TITLE, useDocumentTitle } from '@/lib/document-title';

const PAIN_POINTS = [
  {
    icon: CalendarClock,
    title: 'Scrambling before 1:1s',
    text: 'Five minutes before the meeting, trying to remember what you talked about last time.',
  },
  {
    icon: MessageSquareWarning,
    title: 'Avoiding tough conversations',
    text: 'The feedback you mean to give keeps slipping to next week.',
  },
  {
    icon: Eye,
    title: 'Team wins unseen by leadership',
    text: 'Your people do great work, and the people above you never hear about it.',
  },
  {
    icon: UsersRound,
    title: 'Carrying team morale alone',
    text: 'Holding everyone up, with nobody checking in on you.',
  },
];

const PILLARS = [
  {
    icon: NotebookPen,
    title: 'Notes',
    text: 'Prep, reflections and quick thoughts in one private system for people context.',
  },
  {
    icon: BellRing,
    title: 'Nudges',
    text: 'Timely reminders, recognition prompts, feedback prep and reflections.',
  },
  {
    icon: TrendingUp,
    title: 'Managing Up',
    text: 'Upward nudges and agenda help for the 1:1s with your own manager.',
  },
];

export function LandingPage() {
  useDocumentTitle(SITE_TITLE);
  const { status } = useAuth();
  const navigate = useNavigate();
  const onboarding = useOnboardingStatus({ enabled: status === 'signed-in' });

  useEffect(() => {
    if (status !== 'signed-in') return;
    if (onboarding.isSuccess) {
      navigate(onboarding.data.onboardingCompleted ? paths.dashboard : paths.onboarding, {
        replace: true,
      });
    } else if (onboarding.isError) {
      navigate(paths.dashboard, { replace: true });
    }
  }, [status, onboarding.isSuccess, onboarding.isError, onboarding.data, navigate]);

  const signedIn = status === 'signed-in';
  const localAuth = useLocalAuthActions();
  const [openingDemo, setOpeningDemo] = useState(false);
  const showDemo = async () => {
    if (localAuth && !signedIn) {
      setOpeningDemo(true);
      try {
        if (await localAuth.signInDemo()) {
          navigate(paths.dashboard, { replace: true });
          return;
        }
      } catch (error) {
        toast.error(error instanceof Error ? error.message : 'Could not open the demo.');
        return;
      } finally {
        setOpeningDemo(false);
      }
    }
    document.getElementById('how-it-works')?.scrollIntoView({ behavior: 'smooth' });
  };

  return (
    <div className="min-h-screen">
      <header className="mx-auto flex max-w-6xl items-center justify-between px-6 py-5">
        <Logo />
        <nav className="flex items-center gap-2">
          {signedIn ? (
            <>
              <Button asChild variant="ghost">
                <Link to={paths.dashboard}>Dashboard</Link>
              </Button>
              <UserMenu />
            </>
          ) : (
            <>
              <Button asChild variant="ghost">
                <Link to={paths.signIn}>Sign In</Link>
              </Button>
              <Button asChild className="max-[480px]:hidden">
                <Link to={paths.signUp}>Try the product free</Link>
              </Button>
            </>
          )}
        </nav>
      </header>

      <main>
        <section className="mx-auto max-w-4xl px-6 pt-14 pb-20 text-center">
          <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-primary-soft px-3 py-1 text-sm font-medium text-accent-foreground">
            <Sparkles className="size-4" aria-hidden /> For managers in the middle
          </p>
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            Lead your team and manage up, without carrying it all in your head
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-muted-foreground text-balance">
            One private place for 1:1 prep, notes and nudges: walk into every conversation ready,
            give the feedback you mean to give, and make your team&apos;s wins seen.
          </p>
          <div className="mt-8 flex flex-wrap items-center justify-center gap-3">
            {signedIn ? (
              <Button asChild size="lg">
                <Link to={paths.dashboard}>Go to Dashboard</Link>
              </Button>
            ) : (
              <Button asChild size="lg">
                <Link to={paths.signUp}>Try the product free</Link>
              </Button>
            )}
            <Button
              size="lg"
              variant="outline"
              onClick={() => void showDemo()}
              disabled={openingDemo}
              aria-busy={openingDemo}
            >
              View demo
            </Button>
          </div>
        </section>

        <section aria-labelledby="why-heading" className="bg-muted/60 py-16">
          <div className="mx-auto max-w-6xl px-6">
            <h2 id="why-heading" className="text-center text-2xl font-semibold">
              Why it exists
            </h2>
            <p className="mx-auto mt-3 max-w-2xl text-center text-muted-foreground">
              Managers in the middle support the people below them and answer to the people above
              them. The weekly work of good management falls through the cracks:
            </p>
            <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {PAIN_POINTS.map(({ icon: Icon, title, text }) => (
                <li key={title} className="rounded-lg border bg-card p-5">
                  <Icon className="size-6 text-primary" aria-hidden />
                  <h3 className="mt-3 font-semibold">{title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section id="how-it-works" aria-labelledby="how-heading" className="py-16">
          <div className="mx-auto max-w-6xl px-6">
            <h2 id="how-heading" className="text-center text-2xl font-semibold">
              How it supports managers
            </h2>
            <ul className="mt-10 grid gap-6 md:grid-cols-3">
              {PILLARS.map(({ icon: Icon, title, text }) => (
                <li key={title} className="rounded-lg border bg-card p-6 shadow-xs">
                  <span className="inline-flex size-10 items-center justify-center rounded-md bg-primary-soft">
                    <Icon className="size-5 text-primary" aria-hidden />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                  <p className="mt-2 text-muted-foreground">{text}</p>
                </li>
              ))}
            </ul>
            <p className="mt-8 text-center text-sm text-muted-foreground">
              Your notes are private. The people you write about are never notified or invited.
            </p>
          </div>
        </section>

        <section aria-label="What beta users say" className="bg-primary-soft py-16">
          <figure className="mx-auto max-w-3xl px-6 text-center">
            <blockquote className="text-xl font-medium text-balance">
              &ldquo;I used to walk into 1:1s cold. Now I spend five minutes with my notes and my
              team can tell the difference, and so can my boss.&rdquo;
            </blockquote>
            <figcaption className="mt-4 text-sm text-muted-foreground">
              Engineering manager, beta user
            </figcaption>
          </figure>
        </section>
      </main>

      <footer className="border-t">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-6 py-8 text-sm text-muted-foreground">
          <Logo className="text-foreground" />
          <nav className="flex gap-5" aria-label="Footer">
            <Link to={paths.privacy} className="hover:text-foreground">
              Privacy
            </Link>
            <Link to={paths.terms} className="hover:text-foreground">
              Terms
            </Link>
            <a className="cursor-pointer hover:text-foreground" role="link" aria-disabled="true">
              Contact
            </a>
          </nav>
        </div>
      </footer>
    </div>
  );
}
