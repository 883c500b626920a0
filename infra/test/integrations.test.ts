/**
 * Infra tier, Google and Slack (docs/architecture.md#integrations,
 * docs/operations.md#configuration): synthesized with the integration context,
 *
 * - only the token-handling route functions (contract `integrations.tokens`: the two callbacks
 *   encrypt, the disconnect decrypts) may use the integration-token KMS key — exactly the actions
 *   they declare, on that key only, with a `kms:EncryptionContext:purpose` condition — and only
 *   they are told the key (TOKEN_KMS_KEY_ARN);
 * - client secrets are read from Secrets Manager: each callback gets its provider's secret ARN and
 *   `secretsmanager:GetSecretValue` on that one secret, no other route any, and no secret value
 *   sits in the template;
 * - every function knows the client ids and the public URL (for the feature flags and redirect
 *   URIs), and the callbacks have their own API routes — the only routes the contract marks without
 *   a bearer check (infra/test/bundle-size.test.ts checks the bundles: every other route's carries
 *   the token verification, theirs the state validation instead);
 * - cdk-nag stays clean; bad context is refused with the key named.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, routes } from '../../shared/contract/api';
import { INTEGRATION_TOKEN_PURPOSE } from '../../shared/domain/integrations';
import { TOKEN_KEY_ACTIONS } from '../lib/route-function';
import { cdkContext, nagFindings, synthCoachApp, type Statement } from './synth-app';

const GOOGLE_SECRET = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:coach/google-AbCdEf';
const SLACK_SECRET = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:coach/slack-GhIjKl';
const CONTEXT = {
  googleClientId: 'coach.apps.googleusercontent.com',
  googleClientSecretArn: GOOGLE_SECRET,
  slackClientId: '1111.2222',
  slackClientSecretArn: SLACK_SECRET,
  publicUrl: 'https://coach.example.com',
};

/** The app synthesized with `extraContext`, and where the integration-token key is used. */
function synth(extraContext: Record<string, unknown>) {
  const synthesized = synthCoachApp(extraContext);
  const tokenKeyId = Object.entries(synthesized.resources).find(
    ([logicalId, resource]) => resource.Type === 'AWS::KMS::Key' && /TokenKey/.test(logicalId),
  )?.[0];
  const onTokenKey = (statement: Statement) =>
    JSON.stringify(statement.Resource).includes(`"${tokenKeyId}"`);
  return { ...synthesized, tokenKeyId, onTokenKey };
}

const tokenRoutes = routes.filter((route) => route.integrations?.tokens);
/** The hourly calendar sync job's key in the synthesized functions. */
const CALENDAR_JOB = 'calendarSync';

/**
 * Environment variables naming a client secret. `ORIGIN_VERIFY_SECRET`, the header value proving a
 * request came through CloudFront (every function has it; infra/test/limits.test.ts), is none.
 */
const clientSecretVariables = (variables: Record<string, unknown>) =>
  Object.keys(variables).filter((name) => /SECRET/.test(name) && name !== 'ORIGIN_VERIFY_SECRET');

describe('with Google and Slack configured', () => {
  let synthesized: ReturnType<typeof synth>;
  beforeAll(() => {
    synthesized = synth(CONTEXT);
  });

  it('the token-handling routes are the two callbacks, the calendar sync and the disconnect', () => {
    expect(tokenRoutes.map((route) => route.id)).toEqual([
      api.googleAuth.callback.id,
      api.slackAuth.callback.id,
      api.calendar.sync.id,
      api.integrations.remove.id,
    ]);
  });

  it('the hourly calendar sync job decrypts and encrypts Google tokens and reads only the Google secret', () => {
    const roleId = synthesized.roleOfJob(CALENDAR_JOB);
    expect(synthesized.statementsOf(roleId).filter(synthesized.onTokenKey)).toEqual([
      {
        Effect: 'Allow',
        Action: [...TOKEN_KEY_ACTIONS.encryptDecrypt],
        Resource: { 'Fn::GetAtt': [synthesized.tokenKeyId, 'Arn'] },
        Condition: {
          StringEquals: { 'kms:EncryptionContext:purpose': INTEGRATION_TOKEN_PURPOSE },
        },
      },
    ]);
    expect(synthesized.secretStatements(roleId)).toEqual([
      { Effect: 'Allow', Action: 'secretsmanager:GetSecretValue', Resource: GOOGLE_SECRET },
    ]);
    expect(synthesized.environmentOfJob(CALENDAR_JOB)).toMatchObject({
      TOKEN_KMS_KEY_ARN: { 'Fn::GetAtt': [synthesized.tokenKeyId, 'Arn'] },
      GOOGLE_CLIENT_ID: CONTEXT.googleClientId,
      GOOGLE_CLIENT_SECRET_ARN: GOOGLE_SECRET,
      PUBLIC_URL: CONTEXT.publicUrl,
    });
    expect(synthesized.environmentOfJob(CALENDAR_JOB)).not.toHaveProperty(
      'SLACK_CLIENT_SECRET_ARN',
    );
  });

  it('only they may use the token key: their declared actions, with the purpose condition', () => {
    expect(synthesized.tokenKeyId).toBeDefined();
    for (const route of tokenRoutes) {
      const statements = synthesized
        .statementsOf(synthesized.roleOf(route.id))
        .filter(synthesized.onTokenKey);
      expect(statements, route.id).toEqual([
        {
          Effect: 'Allow',
          Action:
            TOKEN_KEY_ACTIONS[route.integrations!.tokens!].length === 1
              ? TOKEN_KEY_ACTIONS[route.integrations!.tokens!][0]
              : [...TOKEN_KEY_ACTIONS[route.integrations!.tokens!]],
          Resource: { 'Fn::GetAtt': [synthesized.tokenKeyId, 'Arn'] },
          Condition: {
            StringEquals: { 'kms:EncryptionContext:purpose': INTEGRATION_TOKEN_PURPOSE },
          },
        },
      ]);
      expect(synthesized.environmentOf(route.id).TOKEN_KMS_KEY_ARN, route.id).toEqual({
        'Fn::GetAtt': [synthesized.tokenKeyId, 'Arn'],
      });
    }
  });

  it('the Slack nudge job may only decrypt with it, with the purpose condition, and knows the public URL', () => {
    const statements = synthesized
      .statementsOf(synthesized.roleOfJob('slackNudges'))
      .filter(synthesized.onTokenKey);
    expect(statements).toEqual([
      {
        Effect: 'Allow',
        Action: 'kms:Decrypt',
        Resource: { 'Fn::GetAtt': [synthesized.tokenKeyId, 'Arn'] },
        Condition: {
          StringEquals: { 'kms:EncryptionContext:purpose': INTEGRATION_TOKEN_PURPOSE },
        },
      },
    ]);
    expect(synthesized.environmentOfJob('slackNudges')).toMatchObject({
      TOKEN_KMS_KEY_ARN: { 'Fn::GetAtt': [synthesized.tokenKeyId, 'Arn'] },
      PUBLIC_URL: CONTEXT.publicUrl,
      SLACK_CLIENT_ID: CONTEXT.slackClientId,
    });
    expect(
      Object.keys(synthesized.environmentOfJob('slackNudges')).filter((name) =>
        /SECRET/.test(name),
      ),
    ).toEqual([]);
    expect(
      synthesized
        .statementsOf(synthesized.roleOfJob('weeklyRollover'))
        .filter(synthesized.onTokenKey),
    ).toEqual([]);
  });

  it('no other principal of the stack may use the token key', () => {
    const tokenRoles = new Set([
      ...tokenRoutes.map((route) => synthesized.roleOf(route.id)),
      synthesized.roleOfJob('slackNudges'),
      synthesized.roleOfJob(CALENDAR_JOB),
    ]);
    const others = Object.entries(synthesized.resources)
      .filter(([roleId, resource]) => resource.Type === 'AWS::IAM::Role' && !tokenRoles.has(roleId))
      .filter(([roleId]) => synthesized.statementsOf(roleId).some(synthesized.onTokenKey))
      .map(([roleId]) => roleId);
    expect(others).toEqual([]);
    for (const route of routes.filter((candidate) => !candidate.integrations?.tokens)) {
      expect(synthesized.environmentOf(route.id), route.id).not.toHaveProperty('TOKEN_KMS_KEY_ARN');
    }
  });

  it('no statement grants KMS on every key', () => {
    const wildcard = Object.values(synthesized.resources)
      .flatMap((resource) => {
        if (resource.Type === 'AWS::IAM::Policy') {
          return [resource.Properties?.PolicyDocument as { Statement: Statement[] }];
        }
        // Route roles hold their grants inline (infra/lib/inline-policy-role.ts).
        if (resource.Type === 'AWS::IAM::Role') {
          return (
            (resource.Properties?.Policies ?? []) as {
              PolicyDocument: { Statement: Statement[] };
            }[]
          ).map((policy) => policy.PolicyDocument);
        }
        return [];
      })
      .flatMap((document) => document.Statement)
      .filter(
        (statement) =>
          [statement.Action].flat().some((action) => action.startsWith('kms:')) &&
          JSON.stringify(statement.Resource) === '"*"',
      );
    expect(wildcard).toEqual([]);
  });

  it("each callback reads its provider's client secret from Secrets Manager, no other route any", () => {
    const expected: Record<string, [string, string]> = {
      [api.googleAuth.callback.id]: ['GOOGLE_CLIENT_SECRET_ARN', GOOGLE_SECRET],
      [api.slackAuth.callback.id]: ['SLACK_CLIENT_SECRET_ARN', SLACK_SECRET],
      [api.calendar.sync.id]: ['GOOGLE_CLIENT_SECRET_ARN', GOOGLE_SECRET],
    };
    for (const route of routes) {
      const secretStatements = synthesized.secretStatements(synthesized.roleOf(route.id));
      const variables = synthesized.environmentOf(route.id);
      const secretVariables = clientSecretVariables(variables);
      const own = expected[route.id];
      if (own) {
        expect(secretStatements, route.id).toEqual([
          { Effect: 'Allow', Action: 'secretsmanager:GetSecretValue', Resource: own[1] },
        ]);
        expect(secretVariables, route.id).toEqual([own[0]]);
        expect(variables[own[0]], route.id).toBe(own[1]);
      } else {
        expect(secretStatements, route.id).toEqual([]);
        expect(secretVariables, route.id).toEqual([]);
      }
    }
  });

  it('every function knows the client ids and the public URL, never a client secret', () => {
    for (const route of routes) {
      expect(synthesized.environmentOf(route.id), route.id).toMatchObject({
        GOOGLE_CLIENT_ID: CONTEXT.googleClientId,
        SLACK_CLIENT_ID: CONTEXT.slackClientId,
        PUBLIC_URL: CONTEXT.publicUrl,
      });
    }
    const template = JSON.stringify(synthesized.resources);
    expect(template).not.toMatch(/"(GOOGLE|SLACK)_CLIENT_SECRET"/);
  });

  it('the callbacks, the only routes without a bearer check, have their own GET routes', () => {
    const routeKeys = Object.values(synthesized.resources)
      .filter((resource) => resource.Type === 'AWS::ApiGatewayV2::Route')
      .map((resource) => String(resource.Properties?.RouteKey));
    const unauthenticated = routes.filter((route) => route.auth !== 'bearer');
    expect(unauthenticated.map((route) => `${route.method} ${route.path}`)).toEqual([
      'GET /api/auth/google/callback',
      'GET /api/auth/slack/callback',
    ]);
    for (const route of unauthenticated) {
      expect(routeKeys).toContain(`${route.method} ${route.path}`);
    }
  });

  it('leaves no cdk-nag finding', () => {
    expect(nagFindings(synthesized.stack)).toEqual([]);
  });
});

describe('without Google or Slack configured', () => {
  it('no function knows a client or a secret; the token routes keep their key grant', () => {
    const synthesized = synth({});
    for (const route of routes) {
      const variables = synthesized.environmentOf(route.id);
      expect(variables, route.id).not.toHaveProperty('GOOGLE_CLIENT_ID');
      expect(variables, route.id).not.toHaveProperty('SLACK_CLIENT_ID');
      expect(clientSecretVariables(variables), route.id).toEqual([]);
      // The public URL defaults to the site's origin (the first authorized party).
      expect(variables.PUBLIC_URL, route.id).toBe(cdkContext.clerkAuthorizedParties);
    }
    for (const route of tokenRoutes) {
      expect(
        synthesized.statementsOf(synthesized.roleOf(route.id)).filter(synthesized.onTokenKey),
        route.id,
      ).toHaveLength(1);
    }
  });

  it.each([
    [{ googleClientId: 'x' }, /googleClientSecretArn/],
    [{ slackClientSecretArn: SLACK_SECRET }, /slackClientId/],
    [{ googleClientId: 'x', googleClientSecretArn: 'my-secret' }, /googleClientSecretArn/],
    [{ publicUrl: 'http://coach.example.com' }, /publicUrl/],
    [{ publicUrl: 'https://coach.example.com/app' }, /publicUrl/],
  ])('refuses bad context %j', (context, message) => {
    expect(() => synth(context)).toThrow(message);
  });
});
