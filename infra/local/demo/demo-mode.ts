/**
 * Demo mode of the local server (`npm run demo`, docs/architecture.md#demo-mode): the product
 * offline, with
 *
 * - the loopback fakes of Google and Slack (infra/local/dev-fakes/fake-google.ts, fake-slack.ts) mounted
 *   under this server's origin, `/local-fakes/google/…` and `/local-fakes/slack/…`, and the
 *   functions pointed at them (`env`): their consent pages work in the browser on the demo's one
 *   origin. The fake Google lists the sample calendar (infra/local/dev-fakes/demo-calendar.ts) of the demo
 *   user, computed for the moment of each request;
 * - `GET /local-fakes/slack`: the page of the DMs the fake Slack received (slack-dm-page.ts), with
 *   the 'Send due nudges now' button: `POST /local-fakes/slack/send-due-nudges` runs the nudge job
 *   for every Slack-connected user as of their next slot (demo-nudges.ts), then 303 back to the
 *   page, which shows what the run did (a post from another origin: 403);
 * - `signIn`: a session of the demo user (demo-seed.ts's DEMO_USER) for `POST /local-auth/demo`,
 *   seeding the account on first use (one seeding at a time; a failed one is tried again next time).
 *
 * Google and Slack start disconnected: the demo shows connecting through the fakes' consent pages.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createFakeGoogle, type FakeGoogle } from '../dev-fakes/fake-google';
import { createFakeSlack, type FakeSlack } from '../dev-fakes/fake-slack';
import { answerWith } from '../dev-fakes/loopback-server';
import { sampleCalendarEvents } from '../dev-fakes/demo-calendar';
import { TIME_ZONES } from '../../../shared/domain/constants';
import type { Session, TokenIssuer } from '../token-issuer';
import { DEMO_USER, seedDemoAccount } from './demo-seed';
import { sendDueNudgesNow, type DemoNudgeRun } from './demo-nudges';
import { renderSlackDmPage, SEND_DUE_NUDGES_PATH } from './slack-dm-page';

export const LOCAL_FAKES_PREFIX = '/local-fakes';
const GOOGLE_PREFIX = `${LOCAL_FAKES_PREFIX}/google`;
const SLACK_PREFIX = `${LOCAL_FAKES_PREFIX}/slack`;

export interface DemoMode {
  /** The functions' environment pointing at the mounted fakes. */
  env: Record<string, string>;
  google: FakeGoogle;
  slack: FakeSlack;
  /** Answers a request under /local-fakes; false when the path is not one of the demo's. */
  handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean>;
  /** A session of the demo user for `authorizedParty`, once the account is seeded. */
  signIn(authorizedParty: string): Promise<Session>;
  /** Seeds the account now (once; what signIn waits for). */
  seed(): Promise<void>;
}

/** The machine's time zone when Preferences offers it, else New York. */
export function demoTimeZone(
  zone = Intl.DateTimeFormat().resolvedOptions().timeZone,
): (typeof TIME_ZONES)[number] {
  return TIME_ZONES.find((offered) => offered === zone) ?? 'America/New_York';
}

/** A browser's post from this server's own page (no Origin: not a browser's cross-site form). */
function sameOrigin(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

export function createDemoMode(options: {
  /** The server's origin, e.g. http://localhost:3000 (the fakes' URLs start with it). */
  origin: string;
  /** Base URL for the seeding's API calls, e.g. http://127.0.0.1:3000. */
  apiBaseUrl: string;
  issuer: TokenIssuer;
  timeZone?: string;
}): DemoMode {
  const timeZone = options.timeZone ?? demoTimeZone();
  const google = createFakeGoogle({ account: DEMO_USER.email, timeZone });
  google.mount(`${options.origin}${GOOGLE_PREFIX}`);
  const slack = createFakeSlack();
  slack.mount(`${options.origin}${SLACK_PREFIX}`);

  let seeding: Promise<void> | undefined;
  const seed = () => {
    seeding ??= (async () => {
      const { token, user } = await options.issuer.createSession(DEMO_USER, options.origin);
      await seedDemoAccount({ baseUrl: options.apiBaseUrl, token, userId: user.id, timeZone });
    })().catch((error: unknown) => {
      seeding = undefined;
      throw error;
    });
    return seeding;
  };

  let lastNudgeRun: DemoNudgeRun | undefined;

  const mounted = (url: URL, prefix: string) =>
    new URL(`${url.pathname.slice(prefix.length) || '/'}${url.search}`, 'http://127.0.0.1');

  return {
    env: { ...google.env, ...slack.env },
    google,
    slack,
    seed,
    async signIn(authorizedParty) {
      await seed();
      return options.issuer.createSession(DEMO_USER, authorizedParty);
    },
    async handle(request, response, url) {
      if (!url.pathname.startsWith(`${LOCAL_FAKES_PREFIX}/`)) return false;
      if (url.pathname === SLACK_PREFIX && request.method === 'GET') {
        const html = renderSlackDmPage(slack.messages, lastNudgeRun);
        response
          .writeHead(200, {
            'content-type': 'text/html; charset=utf-8',
            'cache-control': 'no-store',
            'x-content-type-options': 'nosniff',
            'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
          })
          .end(html);
        return true;
      }
      if (url.pathname === SEND_DUE_NUDGES_PATH && request.method === 'POST') {
        if (!sameOrigin(request)) {
          response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end('Forbidden');
          return true;
        }
        lastNudgeRun = await sendDueNudgesNow();
        response.writeHead(303, { location: SLACK_PREFIX, 'cache-control': 'no-store' }).end();
        return true;
      }
      if (url.pathname.startsWith(`${SLACK_PREFIX}/`)) {
        await answerWith(slack.handle, request, response, mounted(url, SLACK_PREFIX));
        return true;
      }
      if (url.pathname.startsWith(`${GOOGLE_PREFIX}/`)) {
        google.events = sampleCalendarEvents({
          now: new Date(),
          timeZone,
          userEmail: DEMO_USER.email,
        });
        await answerWith(google.handle, request, response, mounted(url, GOOGLE_PREFIX));
        return true;
      }
      return false;
    },
  };
}
