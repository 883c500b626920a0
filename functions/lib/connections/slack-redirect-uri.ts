/**
 * The redirect URI of one Slack connection flow (docs/architecture.md#integrations): the registered
 * callback with `flow=<nonce>`, the nonce the SHA-256 of a label and the flow's state. Slack issues
 * each code for the redirect URI of its authorisation request and `oauth.v2.access` refuses the
 * code with `bad_redirect_uri` for any other, so sending the URI of the state being consumed binds
 * the exchange to the flow the code was issued to: a code from user A's flow replayed with user B's
 * state (and B's own cookie) is exchanged with B's URI and refused — Google gets the same from
 * PKCE. Slack's PKCE is not used: it needs the app marked a public client in its settings
 * (one-way), which then gives localhost redirects no bot scopes. This binding needs no setting:
 * Slack accepts a redirect URI that (partially) matches a registered Redirect URL, so registering
 * `${PUBLIC_URL}/api/auth/slack/callback` covers every flow's URI.
 */
import { sha256 } from './oauth-state/browser-binding';

/** The query parameter carrying the flow's nonce; the callback itself ignores it. */
const SLACK_FLOW_PARAMETER = 'flow';

/**
 * `callbackUri` (the registered redirect URI) with the flow nonce of `state`: the same for the
 * authorisation request and the exchange of one flow, different between flows.
 */
export function slackFlowRedirectUri(callbackUri: string, state: string): string {
  const url = new URL(callbackUri);
  url.searchParams.set(SLACK_FLOW_PARAMETER, sha256(`slack-redirect-uri:${state}`));
  return url.href;
}
