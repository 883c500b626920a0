/**
 * The HTTP API (docs/architecture.md#the-route-table: API Gateway HTTP API → one Lambda per
 * route). Iterates the contract's `routes`: each `${method} ${path}` gets its own RouteFunction and
 * its own Lambda integration. The `$default` stage writes JSON access logs and throttles each route
 * ({@link routeThrottle}: AI routes strictest, then writes, then reads; docs/api.md#fair-limits).
 *
 * With a custom domain (context `apiDomainName` + `apiCertificateArn`) CloudFront reaches the API
 * through it and the default execute-api endpoint is disabled; without one the default endpoint
 * stays (CloudFront's origin), and the functions refuse any request without CloudFront's origin
 * secret header (origin-secret.ts) — in both cases the API answers only through CloudFront.
 *
 * Routes carry no API Gateway authorizer on purpose: Clerk session tokens have no `aud`, so every
 * function verifies the bearer token itself (docs/api.md#conventions; functions/lib/auth) —
 * except the two OAuth callbacks (`auth: 'oauthState'`), which validate the single-use state.
 */
import { Fn, Validations } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import type { CfnStage } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  ApiMapping,
  DomainName,
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { AnyRoute } from '../../shared/contract/define-route';
import { aiPublicEnvironment, type AiSettings } from './ai-settings';
import type { AuthConfig } from './auth-config';
import { integrationPublicEnvironment, type IntegrationSettings } from './integration-settings';
import { RouteFunction } from './route-function';

/** Steady-state request rate of the `$default` stage (and of each read route), per second. */
export const API_RATE_LIMIT = 50;
/** Burst capacity of the `$default` stage (and of each read route), requests. */
export const API_BURST_LIMIT = 100;
/** Throttling of each write route. */
export const API_WRITE_THROTTLE = { rateLimit: 20, burstLimit: 40 } as const;
/** Throttling of each route that calls the AI layer (`ai: true`). */
export const API_AI_THROTTLE = { rateLimit: 5, burstLimit: 10 } as const;

/** The API Gateway throttling of one route (all users together; the functions limit each user). */
export function routeThrottle(route: AnyRoute): { rateLimit: number; burstLimit: number } {
  if (route.ai) return API_AI_THROTTLE;
  if (route.access === 'write') return API_WRITE_THROTTLE;
  return { rateLimit: API_RATE_LIMIT, burstLimit: API_BURST_LIMIT };
}

/** A custom domain for the API (both from CDK context, or neither). */
export interface ApiDomainSettings {
  /** e.g. api.coach.example.com; its DNS must point at the output `ApiDomainTarget`. */
  readonly domainName: string;
  /** An ACM certificate for it in the stack's region. */
  readonly certificateArn: string;
}

/** Structured access log line of the HTTP API (HTTP API context variables only). */
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    requestTime: '$context.requestTime',
    sourceIp: '$context.identity.sourceIp',
    httpMethod: '$context.httpMethod',
    routeKey: '$context.routeKey',
    path: '$context.path',
    status: '$context.status',
    protocol: '$context.protocol',
    responseLength: '$context.responseLength',
    responseLatency: '$context.responseLatency',
    integrationLatency: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
  }),
);

/** 'directReports.listLean' → 'DirectReportsListLean' (construct ids). */
function constructIdOf(routeId: string): string {
  return routeId
    .split('.')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

export interface ApiProps {
  /** The contract routes to serve (shared/contract/api.ts `routes`). */
  readonly routes: readonly AnyRoute[];
  readonly table: ITable;
  readonly auth: AuthConfig;
  /** OpenAI settings for the routes that call the AI layer; none runs builtin everywhere. */
  readonly ai?: AiSettings | undefined;
  /** The integration-token key (keys.ts), for the routes that handle tokens. */
  readonly tokenKey?: IKey | undefined;
  /** Google and Slack clients; none leaves the Connect buttons saying so. */
  readonly integrations?: IntegrationSettings | undefined;
  /** The value CloudFront sends in `x-origin-verify` (origin-secret.ts); every function checks it. */
  readonly originSecret?: string | undefined;
  /** A custom domain: CloudFront's origin, and the default endpoint is disabled. */
  readonly domain?: ApiDomainSettings | undefined;
}

/** The HTTP API with one function per contract route. */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** The custom domain, when configured. */
  readonly domainName: DomainName | undefined;
  /** Route function per contract route id. */
  readonly functions: ReadonlyMap<string, RouteFunction>;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Coach /api routes (one Lambda per contract route)',
      createDefaultStage: false,
      disableExecuteApiEndpoint: props.domain !== undefined,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', { retention: RetentionDays.ONE_MONTH });
    this.stage = new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: API_RATE_LIMIT, burstLimit: API_BURST_LIMIT },
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: ACCESS_LOG_FORMAT,
      },
    });

    const environment = {
      TABLE_NAME: props.table.tableName,
      AUTH_ISSUER: props.auth.issuer,
      AUTH_JWKS_URI: props.auth.jwksUri,
      AUTH_AUTHORIZED_PARTIES: props.auth.authorizedParties.join(','),
      POWERTOOLS_SERVICE_NAME: 'coach-api',
      ...(props.originSecret ? { ORIGIN_VERIFY_SECRET: props.originSecret } : {}),
      ...aiPublicEnvironment(props.ai),
      ...integrationPublicEnvironment(props.integrations),
    };

    /** CloudFormation `RouteSettings`, by route key. */
    const routeSettings: Record<
      string,
      { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }
    > = {};
    const functions = new Map<string, RouteFunction>();
    for (const route of props.routes) {
      const routeId = constructIdOf(route.id);
      const routeFunction = new RouteFunction(this, routeId, {
        route,
        table: props.table,
        environment,
        ai: props.ai,
        tokenKey: props.tokenKey,
        integrations: props.integrations,
      });
      functions.set(route.id, routeFunction);
      const httpRoute = new HttpRoute(this, `${routeId}Route`, {
        httpApi: this.httpApi,
        routeKey: HttpRouteKey.with(route.path, HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${routeId}Integration`, routeFunction.function),
      });
      const throttle = routeThrottle(route);
      routeSettings[`${route.method} ${route.path}`] = {
        ThrottlingRateLimit: throttle.rateLimit,
        ThrottlingBurstLimit: throttle.burstLimit,
      };
      // Route settings name routes by key: the stage must come after them.
      this.stage.node.addDependency(httpRoute);
      Validations.of(httpRoute).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          'Authorization happens in the function: it verifies the Clerk session JWT (issuer, JWKS, ' +
          'azp) with aws-jwt-verify. Clerk tokens carry no aud, so an API Gateway JWT authorizer ' +
          'cannot check them (docs/api.md#conventions).',
      });
    }
    this.functions = functions;
    (this.stage.node.defaultChild as CfnStage).addPropertyOverride('RouteSettings', routeSettings);

    this.domainName = props.domain
      ? new DomainName(this, 'DomainName', {
          domainName: props.domain.domainName,
          certificate: Certificate.fromCertificateArn(
            this,
            'Certificate',
            props.domain.certificateArn,
          ),
        })
      : undefined;
    if (this.domainName) {
      new ApiMapping(this, 'DomainMapping', {
        api: this.httpApi,
        domainName: this.domainName,
        stage: this.stage,
      });
    }
  }

  /** The host name CloudFront forwards `/api/*` to: the custom domain, else execute-api's. */
  get originDomainName(): string {
    return this.domainName?.name ?? Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
  }
}
