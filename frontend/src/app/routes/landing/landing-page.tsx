/**
 * Landing page (docs/product.md#what-middle-does, #landing-page): the page itself, with no router
 * and no auth, so a signed-out visitor's first page is React and this module alone
 * (docs/performance.md#a-light-first-page; main.tsx shows it before the router loads). Its links
 * are plain anchors that `onNavigate` follows in the app (a left click without modifier keys;
 * others behave as links do). In the router, `LandingRoute` (landing-route.tsx) gives it the
 * session and the signed-in `account` slot.
 *
 * 'View demo': on a local server in demo mode (`npm run demo`) `onViewDemo` signs into the seeded
 * demo account and opens /dashboard; on a local server without the demo it says how to run it;
 * with Clerk (no demo sign-in) it scrolls to 'How it supports managers'.
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
import { useState, type MouseEvent, type ReactNode } from 'react';
import { Logo } from '@/components/logo';
import { buttonVariants } from '@/components/ui/button-variants';
import { paths } from '@/config/paths';
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

/**
 * The same-origin path of a plain left click on a link inside the page, which the app should
 * follow itself; null for anything a browser should handle (modifier keys, other buttons, a
 * `target`, a download, another origin, an anchor without href).
 */
function inAppLinkPath(event: MouseEvent): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return null;
  const anchor = (event.target as Element).closest('a');
  if (!anchor?.href || anchor.target || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href);
  return url.origin === window.location.origin ? url.pathname + url.search + url.hash : null;
}

export interface LandingPageProps {
  /** The visitor is signed in: Dashboard links instead of Sign In and sign-up. */
  signedIn: boolean;
  /** Shown in the header when signed in (the account menu). */
  account?: ReactNode;
  /** Follows an in-app link to `path` ('/sign-in'). */
  onNavigate: (path: string) => void;
  /** The visitor may follow a link soon (pointer over or focus on the page): a time to preload. */
  onIntent?: () => void;
  /**
   * 'View demo' where a demo sign-in may exist (the local issuer): signs in and opens the
   * dashboard, resolving true; false when the server does not run the demo (the page then says how
   * to run it). @throws Error with its message.
   */
  onViewDemo?: () => Promise<boolean>;
}

export function LandingPage({
  signedIn,
  account,
  onNavigate,
  onIntent,
  onViewDemo,
}: LandingPageProps) {
  useDocumentTitle(SITE_TITLE);
  const followLink = (event: MouseEvent) => {
    const path = inAppLinkPath(event);
    if (path === null) return;
    event.preventDefault();
    onNavigate(path);
  };
  const [openingDemo, setOpeningDemo] = useState(false);
  const [demoError, setDemoError] = useState<string | null>(null);
  const [noDemoHere, setNoDemoHere] = useState(false);
  const showDemo = async () => {
    if (onViewDemo && !signedIn) {
      setOpeningDemo(true);
      setDemoError(null);
      try {
        if (await onViewDemo()) return;
        setNoDemoHere(true);
        return;
      } catch (error) {
        setDemoError(error instanceof Error ? error.message : 'Could not open the demo.');
        return;
      } finally {
        setOpeningDemo(false);
      }
    }
    document.getElementById('how-it-works')?.scrollIntoView({ behavior: 'smooth' });
  };

  return (
    // Clicks on the page's links bubble here (the anchors stay plain links for keyboard and
    // assistive technology); pointer and focus only hint at a coming navigation.
    <div className="min-h-screen" onClick={followLink} onPointerOver={onIntent} onFocus={onIntent}>
      <header className="mx-auto flex max-w-6xl items-center justify-between px-6 py-5">
        <Logo />
        <nav className="flex items-center gap-2">
          {signedIn ? (
            <>
              <a href={paths.dashboard} className={buttonVariants({ variant: 'ghost' })}>
                Dashboard
              </a>
              {account}
            </>
          ) : (
            <>
              <a href={paths.signIn} className={buttonVariants({ variant: 'ghost' })}>
                Sign In
              </a>
              <a
                href={paths.signUp}
                className={buttonVariants({ className: 'max-[480px]:hidden' })}
              >
                Try the product free
              </a>
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
              <a href={paths.dashboard} className={buttonVariants({ size: 'lg' })}>
                Go to Dashboard
              </a>
            ) : (
              <a href={paths.signUp} className={buttonVariants({ size: 'lg' })}>
                Try the product free
              </a>
            )}
            <button
              type="button"
              className={buttonVariants({ size: 'lg', variant: 'outline' })}
              onClick={() => void showDemo()}
              disabled={openingDemo}
              aria-busy={openingDemo}
            >
              View demo
            </button>
          </div>
          {demoError ? (
            <p role="alert" className="mt-3 text-sm text-destructive">
              {demoError}
            </p>
          ) : null}
          <p role="status" className="mt-3 text-sm text-muted-foreground empty:hidden">
            {noDemoHere ? (
              <>
                This server doesn&apos;t run the demo. Start it with{' '}
                <code className="rounded bg-muted px-1 py-0.5 font-mono text-foreground">
                  npm run demo
                </code>
                , then choose View demo again.
              </>
            ) : null}
          </p>
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
            <a href={paths.privacy} className="hover:text-foreground">
              Privacy
            </a>
            <a href={paths.terms} className="hover:text-foreground">
              Terms
            </a>
            <a className="cursor-pointer hover:text-foreground" role="link" aria-disabled="true">
              Contact
            </a>
          </nav>
        </div>
      </footer>
    </div>
  );
}
