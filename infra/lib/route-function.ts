/**
 * The Lambda of one contract route (docs/architecture.md#the-route-table): every
 * route function gets the same runtime (Node.js 24, arm64), memory, timeout, bundling, its own
 * log group with a retention, its own role, and least-privilege table access — read routes get
 * item reads only, write routes reads and writes, never Scan. Routes that handle integration tokens
 * (contract `integrations.tokens`) get exactly the KMS actions they declare on the token key, only
 * with the encryption context's purpose; routes that read a provider's client secret get
 * GetSecretValue on that one secret. Nothing here is copied per route.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Duration, Stack, Tags, Validations } from 'aws-cdk-lib';
import type { CfnTable, ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, ServicePrincipal, type Role } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { AnyRoute, DataAccess, TokenUse } from '../../shared/contract/define-route';
import { INTEGRATION_TOKEN_PURPOSE } from '../../shared/domain/integrations';
import { aiEnvironment, type AiSettings } from './ai-settings';
import { cdkBundlingOptions, sourceMapEnvironment } from './function-bundling';
import { clientSecretArnsOf, type IntegrationSettings } from './integration-settings';
import { FUNCTION_TRACING, acknowledgeTracingGrant } from './function-tracing';
import { InlinePolicyRole } from './inline-policy-role';

/** Repository root: handler entries and the lock file are resolved from here. */
export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

/** Tag key carrying the contract route id on every route function (tests find them by it). */
export const ROUTE_TAG = 'coach:route';

/** Item reads a route may make (no Scan: every list is a Query, docs/data.md#key-design). */
export const TABLE_READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DescribeTable',
] as const;
/** Item writes of write routes. */
export const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
] as const;

/** KMS actions on the integration-token key per declared token use (contract `integrations.tokens`). */
export const TOKEN_KEY_ACTIONS: Readonly<Record<TokenUse, readonly string[]>> = {
  encrypt: ['kms:Encrypt'],
  decrypt: ['kms:Decrypt'],
  encryptDecrypt: ['kms:Decrypt', 'kms:Encrypt'],
};

/**
 * The grant on the integration-token key for a declared token use (a token route, the Slack nudge
 * job): exactly its KMS actions, on that key, only under the integration-token purpose of the
 * encryption context.
 */
export function tokenKeyStatement(tokenKey: IKey, use: TokenUse): PolicyStatement {
  return new PolicyStatement({
    actions: [...TOKEN_KEY_ACTIONS[use]],
    resources: [tokenKey.keyArn],
    conditions: { StringEquals: { 'kms:EncryptionContext:purpose': INTEGRATION_TOKEN_PURPOSE } },
  });
}

/** Memory of a route function, in MB. */
export const ROUTE_MEMORY_MB = 512;
/** Timeout of a route function, in seconds (API Gateway itself gives up after 30 s). */
export const ROUTE_TIMEOUT_SECONDS = 10;
/**
 * Timeout of a route that calls the AI layer, in seconds: a model attempt of up to 10 s, one
 * retry and the builtin fallback fit inside API Gateway's 30 s.
 */
export const AI_ROUTE_TIMEOUT_SECONDS = 25;

/** `functions/api/<handlerPath>.ts`, absolute: the handler module of a route. */
export function routeEntry(route: AnyRoute): string {
  return path.join(REPO_ROOT, 'functions', 'api', `${route.handlerPath}.ts`);
}

export interface RouteFunctionProps {
  readonly route: AnyRoute;
  /** The one table; access follows `route.access`. */
  readonly table: ITable;
  /** Environment shared by all route functions (TABLE_NAME, AUTH_*, POWERTOOLS_SERVICE_NAME). */
  readonly environment: Readonly<Record<string, string>>;
  /** AI settings: a route with `ai: true` gets the OpenAI key secret (read grant) and settings. */
  readonly ai?: AiSettings | undefined;
  /** The integration-token key: routes declaring `integrations.tokens` may use it (see above). */
  readonly tokenKey?: IKey | undefined;
  /** Google / Slack clients: routes declaring `integrations.clientSecret` read their secrets. */
  readonly integrations?: IntegrationSettings | undefined;
}

/** One NodejsFunction for one route, with its log group, role and grants. */
export class RouteFunction extends Construct {
  readonly function: NodejsFunction;
  readonly logGroup: LogGroup;
  readonly role: Role;

  constructor(scope: Construct, id: string, props: RouteFunctionProps) {
    super(scope, id);
    const { route, table } = props;
    const entry = routeEntry(route);
    if (!existsSync(entry)) {
      throw new Error(`Route ${route.id} has no handler file: expected ${entry}`);
    }

    this.logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH });

    const tokenUse = route.integrations?.tokens;
    if (tokenUse && !props.tokenKey) {
      throw new Error(`Route ${route.id} handles integration tokens: pass the token key`);
    }
    const clientSecretArns = route.integrations?.clientSecret
      ? clientSecretArnsOf(route.integrations.providers, props.integrations)
      : {};

    // An own role instead of AWSLambdaBasicExecutionRole: logs go to this function's group only.
    // Its grants are inline (inline-policy-role.ts): a route costs one IAM resource, not two.
    this.role = new InlinePolicyRole(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Coach route ${route.id} (${route.access})`,
    });
    this.logGroup.grantWrite(this.role);

    this.function = new NodejsFunction(this, 'Function', {
      entry,
      handler: 'handler',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: ROUTE_MEMORY_MB,
      timeout: Duration.seconds(route.ai ? AI_ROUTE_TIMEOUT_SECONDS : ROUTE_TIMEOUT_SECONDS),
      description: `${route.method} ${route.path} (${route.id})`,
      role: this.role,
      logGroup: this.logGroup,
      projectRoot: REPO_ROOT,
      depsLockFilePath: path.join(REPO_ROOT, 'package-lock.json'),
      bundling: cdkBundlingOptions(route),
      tracing: FUNCTION_TRACING,
      environment: {
        ...props.environment,
        ...(route.ai && props.ai ? aiEnvironment(props.ai) : {}),
        ...(tokenUse && props.tokenKey ? { TOKEN_KMS_KEY_ARN: props.tokenKey.keyArn } : {}),
        ...clientSecretArns,
        ...sourceMapEnvironment(),
      },
    });
    Tags.of(this.function).add(ROUTE_TAG, route.id);

    if (route.access === 'write') {
      table.grant(this.function, ...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS);
      table.encryptionKey?.grantEncryptDecrypt(this.function);
    } else {
      table.grant(this.function, ...TABLE_READ_ACTIONS);
      table.encryptionKey?.grantDecrypt(this.function);
    }
    acknowledgeTableGrantWildcards(this.role, table, route.access);
    acknowledgeTracingGrant(this.role);

    // Only routes that call the AI layer may read the OpenAI key, and only that one secret.
    const secretArn = route.ai ? props.ai?.openAiKeySecretArn : undefined;
    // Only routes that exchange codes or refresh tokens read a client secret, only their own.
    for (const arn of [...(secretArn ? [secretArn] : []), ...Object.values(clientSecretArns)]) {
      this.role.addToPrincipalPolicy(
        new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [arn] }),
      );
    }

    // Only token-handling routes use the token key: their declared actions, with the purpose.
    if (tokenUse && props.tokenKey) {
      this.role.addToPrincipalPolicy(tokenKeyStatement(props.tokenKey, tokenUse));
    }
  }
}

/**
 * The wildcards a table grant adds, acknowledged on one role only (a route's, or the note-moments
 * consumer's): the table's `/index/*`, and for writers the KMS actions of the table key.
 */
export function acknowledgeTableGrantWildcards(
  role: Role,
  table: ITable,
  access: DataAccess,
): void {
  const cfnTable = table.node.defaultChild as CfnTable | undefined;
  // The stack's table appears by its logical id; an existing one (Data's `existingTableName`) by
  // its ARN, as cdk-nag prints it.
  const tableArn = cfnTable
    ? `<${Stack.of(role).resolve(cfnTable.logicalId) as string}.Arn>`
    : `arn:<AWS::Partition>:dynamodb:<AWS::Region>:<AWS::AccountId>:table/${table.tableName}`;
  const validations = Validations.of(role);
  validations.acknowledge({
    id: `AwsSolutions-IAM5[Resource::${tableArn}/index/*]`,
    reason:
      'The table grant covers the indexes of this one table (table ARN + /index/*); index names are ' +
      'not known to IAM in advance and no other table is reachable.',
  });
  if (access === 'write' && table.encryptionKey) {
    validations.acknowledge(
      {
        id: 'AwsSolutions-IAM5[Action::kms:ReEncrypt*]',
        reason:
          'Added by grantEncryptDecrypt on the table key only (resource is that key ARN); DynamoDB ' +
          'needs it to write items encrypted with the customer-managed key.',
      },
      {
        id: 'AwsSolutions-IAM5[Action::kms:GenerateDataKey*]',
        reason:
          'Added by grantEncryptDecrypt on the table key only (resource is that key ARN); DynamoDB ' +
          'generates data keys under it when writing encrypted items.',
      },
    );
  }
}
