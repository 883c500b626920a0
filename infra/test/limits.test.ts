/**
 * Infra tier, fair limits (docs/api.md#fair-limits): synthesized as `cdk synth` does,
 *
 * - a WAF web ACL for CloudFront (scope CLOUDFRONT, in its own us-east-1 stack) with the AWS
 *   managed Common, Known bad inputs and IP reputation rule groups and a per-IP rate-based rule on
 *   `/api/`, associated with the distribution;
 * - per-route throttling on the HTTP API stage: every contract route has its own limits, AI routes
 *   the strictest;
 * - only CloudFront reaches the API: with a custom domain (context `apiDomainName` +
 *   `apiCertificateArn`) the default execute-api endpoint is disabled and CloudFront's origin is the
 *   domain; in every case CloudFront sends the origin secret header, whose value every route
 *   function gets from Secrets Manager (never in the template);
 * - cdk-nag stays clean on both stacks.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Template } from 'aws-cdk-lib/assertions';
import { routes } from '../../shared/contract/api';
import { API_AI_THROTTLE, routeThrottle } from '../lib/api';
import { EDGE_REGION, WAF_API_RATE_LIMIT, WAF_MANAGED_RULE_GROUPS } from '../lib/edge';
import { ORIGIN_VERIFY_HEADER } from '../lib/origin-secret';
import { nagFindings, synthCoachApp, type Resource } from './synth-app';

const DOMAIN = {
  apiDomainName: 'api.coach.example.com',
  apiCertificateArn:
    'arn:aws:acm:eu-west-1:123456789012:certificate/1234abcd-12ab-34cd-56ef-1234567890ab',
};

const ofType = (resources: Record<string, Resource>, type: string) =>
  Object.entries(resources).filter(([, resource]) => resource.Type === type);

type Synth = ReturnType<typeof synthCoachApp>;
let plain: Synth;
let withDomain: Synth;

beforeAll(() => {
  plain = synthCoachApp({});
  withDomain = synthCoachApp(DOMAIN);
});

function distributionConfig(synth: Synth) {
  const [[, distribution] = []] = ofType(synth.resources, 'AWS::CloudFront::Distribution');
  return distribution?.Properties?.DistributionConfig as {
    WebACLId?: unknown;
    Origins: {
      DomainName: unknown;
      OriginCustomHeaders?: { HeaderName: string; HeaderValue: unknown }[];
    }[];
  };
}

describe('WAF', () => {
  it('is a CLOUDFRONT web ACL in us-east-1 with the managed rule groups and a rate-based rule', () => {
    expect(plain.edge.region).toBe(EDGE_REGION);
    const edge = Template.fromStack(plain.edge).toJSON().Resources as Record<string, Resource>;
    const acls = ofType(edge, 'AWS::WAFv2::WebACL');
    expect(acls).toHaveLength(1);
    const properties = acls[0]![1].Properties as {
      Scope: string;
      DefaultAction: unknown;
      Rules: {
        Name: string;
        Statement: Record<string, Record<string, unknown>>;
        Action?: unknown;
      }[];
    };
    expect(properties.Scope).toBe('CLOUDFRONT');
    expect(properties.DefaultAction).toEqual({ Allow: {} });
    const managed = properties.Rules.flatMap((rule) =>
      rule.Statement.ManagedRuleGroupStatement
        ? [rule.Statement.ManagedRuleGroupStatement as { VendorName: string; Name: string }]
        : [],
    );
    expect(managed.map((group) => `${group.VendorName}/${group.Name}`)).toEqual(
      WAF_MANAGED_RULE_GROUPS.map((name) => `AWS/${name}`),
    );
    const rate = properties.Rules.find((rule) => rule.Statement.RateBasedStatement);
    expect(rate?.Action).toEqual({ Block: {} });
    expect(rate?.Statement.RateBasedStatement).toMatchObject({
      Limit: WAF_API_RATE_LIMIT,
      AggregateKeyType: 'IP',
    });
  });

  it('is associated with the distribution', () => {
    const webAclId = JSON.stringify(distributionConfig(plain).WebACLId);
    const [readerId] = ofType(plain.resources, 'Custom::AWS')[0] ?? [];
    expect(readerId).toBeDefined();
    expect(webAclId).toContain(readerId!);
  });
});

describe('HTTP API per-route throttling', () => {
  it('sets limits on every contract route, AI routes the strictest', () => {
    const [[, stage] = []] = ofType(plain.resources, 'AWS::ApiGatewayV2::Stage');
    const settings = stage?.Properties?.RouteSettings as Record<
      string,
      { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }
    >;
    expect(Object.keys(settings).sort()).toEqual(
      routes.map((route) => `${route.method} ${route.path}`).sort(),
    );
    for (const route of routes) {
      const throttle = routeThrottle(route);
      expect(settings[`${route.method} ${route.path}`], route.id).toEqual({
        ThrottlingRateLimit: throttle.rateLimit,
        ThrottlingBurstLimit: throttle.burstLimit,
      });
      if (!route.ai) {
        expect(throttle.rateLimit, route.id).toBeGreaterThan(API_AI_THROTTLE.rateLimit);
      }
    }
    expect(routes.some((route) => route.ai)).toBe(true);
  });
});

describe('only CloudFront reaches the API', () => {
  it('with a custom domain: the default endpoint is disabled and CloudFront uses the domain', () => {
    const [[, api] = []] = ofType(withDomain.resources, 'AWS::ApiGatewayV2::Api');
    expect(api?.Properties?.DisableExecuteApiEndpoint).toBe(true);
    const [[domainId, domain] = []] = ofType(withDomain.resources, 'AWS::ApiGatewayV2::DomainName');
    expect(domain?.Properties?.DomainName).toBe(DOMAIN.apiDomainName);
    expect(ofType(withDomain.resources, 'AWS::ApiGatewayV2::ApiMapping')).toHaveLength(1);
    // The origin is the domain resource (its Ref is the domain name), never execute-api's host.
    const origins = distributionConfig(withDomain).Origins.map((origin) => origin.DomainName);
    expect(origins).toContainEqual({ Ref: domainId });
    expect(JSON.stringify(origins)).not.toContain('ApiEndpoint');
  });

  it('without one the endpoint stays as the origin, guarded by the origin secret', () => {
    const [[, api] = []] = ofType(plain.resources, 'AWS::ApiGatewayV2::Api');
    expect(api?.Properties?.DisableExecuteApiEndpoint).toBe(false);
  });

  it.each([
    ['without', () => plain],
    ['with', () => withDomain],
  ])('%s a custom domain CloudFront sends the secret every route function checks', (_, synth) => {
    const { resources, functionOfRoute, environmentOf } = synth();
    const [[secretId] = []] = ofType(resources, 'AWS::SecretsManager::Secret');
    expect(secretId).toBeDefined();
    const apiOrigin = distributionConfig(synth()).Origins.find(
      (origin) => origin.OriginCustomHeaders,
    );
    const header = apiOrigin?.OriginCustomHeaders?.find(
      (entry) => entry.HeaderName === ORIGIN_VERIFY_HEADER,
    );
    const reference = JSON.stringify(header?.HeaderValue);
    expect(reference).toContain('{{resolve:secretsmanager:');
    expect(reference).toContain(secretId!);
    for (const routeId of functionOfRoute.keys()) {
      expect(JSON.stringify(environmentOf(routeId).ORIGIN_VERIFY_SECRET), routeId).toBe(reference);
    }
    expect(functionOfRoute.size).toBe(routes.length);
  });
});

describe('cdk-nag (AwsSolutions)', () => {
  it('finds nothing unacknowledged in either stack, with or without the custom domain', () => {
    expect([
      ...nagFindings(plain.stack),
      ...nagFindings(plain.edge),
      ...nagFindings(withDomain.stack),
    ]).toEqual([]);
  });

  it('refuses half a custom domain, naming the keys', () => {
    expect(() => synthCoachApp({ apiDomainName: DOMAIN.apiDomainName })).toThrow(
      /apiDomainName' and 'apiCertificateArn' go together/,
    );
  });
});
