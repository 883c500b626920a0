/**
 * Infra tier, the AI layer (docs/architecture.md#the-ai-layer): with the CDK context
 * `openAiKeySecretArn`, only the routes that call the AI layer (`ai: true`: 'Help me say it') and
 * the note-moments consumer get
 * the secret's ARN in their environment and `secretsmanager:GetSecretValue` on that one secret —
 * never the key itself, no other route any Secrets Manager access, and cdk-nag stays clean;
 * without it no function can read a secret (they run the builtin engine). The phrasing route has
 * its own route key and integration, so API Gateway sends it there and not to `/api/notes/{id}`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, routes } from '../../shared/contract/api';
import { CONSUMER_TAG } from '../lib/events';
import { nagFindings, synthCoachApp as synth, type Resource } from './synth-app';

const SECRET_ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:coach/openai-AbCdEf';

const aiRoutes = routes.filter((route) => route.ai);

it('the phrasing and commitment-suggestion routes are the routes that call the AI layer', () => {
  expect(aiRoutes.map((route) => route.id).sort()).toEqual(
    [api.notes.phrasingSuggestions.id, api.commitments.suggestions.id].sort(),
  );
});

describe('with openAiKeySecretArn', () => {
  let synthesized: ReturnType<typeof synth>;
  beforeAll(() => {
    synthesized = synth({ openAiKeySecretArn: SECRET_ARN, openAiModel: 'gpt-4.1-mini' });
  });

  it('AI routes read that one secret: GetSecretValue on its ARN only', () => {
    for (const route of aiRoutes) {
      expect(synthesized.secretStatements(synthesized.roleOf(route.id))).toEqual([
        { Effect: 'Allow', Action: 'secretsmanager:GetSecretValue', Resource: SECRET_ARN },
      ]);
    }
  });

  it('the note-moments consumer reads that one secret too, with the AI settings', () => {
    const [consumerId, consumer] = Object.entries(synthesized.resources).find(
      ([, resource]) =>
        resource.Type === 'AWS::Lambda::Function' &&
        ((resource.Properties?.Tags ?? []) as { Key: string; Value: string }[]).some(
          (tag) => tag.Key === CONSUMER_TAG,
        ),
    )!;
    const roleId = (consumer.Properties?.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
    expect(consumerId).toBeTruthy();
    expect(synthesized.secretStatements(roleId)).toEqual([
      { Effect: 'Allow', Action: 'secretsmanager:GetSecretValue', Resource: SECRET_ARN },
    ]);
    expect(
      (consumer.Properties?.Environment as { Variables: Record<string, unknown> }).Variables,
    ).toMatchObject({ OPENAI_API_KEY_SECRET_ARN: SECRET_ARN, OPENAI_MODEL: 'gpt-4.1-mini' });
  });

  it('no other route gets any Secrets Manager access', () => {
    for (const route of routes.filter((candidate) => !candidate.ai)) {
      expect(synthesized.secretStatements(synthesized.roleOf(route.id)), route.id).toEqual([]);
    }
  });

  it('AI routes get the ARN and the model in their environment, never a key', () => {
    for (const route of aiRoutes) {
      expect(synthesized.environmentOf(route.id)).toMatchObject({
        OPENAI_API_KEY_SECRET_ARN: SECRET_ARN,
        OPENAI_MODEL: 'gpt-4.1-mini',
      });
    }
    for (const route of routes.filter((candidate) => !candidate.ai)) {
      expect(synthesized.environmentOf(route.id), route.id).not.toHaveProperty(
        'OPENAI_API_KEY_SECRET_ARN',
      );
    }
    expect(JSON.stringify(synthesized.resources)).not.toContain('OPENAI_API_KEY"');
  });

  it('leaves no cdk-nag finding', () => {
    expect(nagFindings(synthesized.stack)).toEqual([]);
  });

  it('routes POST /api/notes/phrasing-suggestions to its own integration, apart from /api/notes/{id}', () => {
    const routeKeys = new Map<string, Resource>();
    for (const resource of Object.values(synthesized.resources)) {
      if (resource.Type === 'AWS::ApiGatewayV2::Route') {
        routeKeys.set(String(resource.Properties?.RouteKey), resource);
      }
    }
    const integrationOf = (routeKey: string) => {
      const target = routeKeys.get(routeKey)?.Properties?.Target as {
        'Fn::Join': [string, { Ref: string }[]];
      };
      const integration = synthesized.resources[target['Fn::Join'][1][1]!.Ref];
      return (integration?.Properties?.IntegrationUri as { 'Fn::GetAtt': [string] })[
        'Fn::GetAtt'
      ][0];
    };
    expect(routeKeys.has('POST /api/notes/phrasing-suggestions')).toBe(true);
    expect(integrationOf('POST /api/notes/phrasing-suggestions')).toBe(
      synthesized.functionOfRoute.get(api.notes.phrasingSuggestions.id)?.[0],
    );
    expect(integrationOf('GET /api/notes/{id}')).toBe(
      synthesized.functionOfRoute.get(api.notes.get.id)?.[0],
    );
  });
});

describe('without openAiKeySecretArn', () => {
  it('no function can read a secret and none is told of one (all run builtin)', () => {
    const synthesized = synth({});
    for (const route of routes) {
      expect(synthesized.secretStatements(synthesized.roleOf(route.id)), route.id).toEqual([]);
      expect(synthesized.environmentOf(route.id), route.id).not.toHaveProperty(
        'OPENAI_API_KEY_SECRET_ARN',
      );
    }
  });

  it('refuses a value that is not a secret ARN', () => {
    expect(() => synth({ openAiKeySecretArn: 'my-openai-key' })).toThrow(/openAiKeySecretArn/);
  });
});
