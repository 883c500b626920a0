/**
 * Note events and the note-moments consumer (docs/product.md#moments-inferred-from-notes,
 * docs/architecture.md#events-and-jobs):
 *
 * - an EventBridge bus the note-writing routes publish to (`events:PutEvents` on this bus only,
 *   `EVENT_BUS_NAME` in their environment);
 * - a rule for the 'note saved' and 'note deleted' events (source `coach.notes`) targeting
 * - the consumer, functions/events/note-moments.ts, bundled like the routes, with its own role and
 *   log group (and, like an AI route, the OpenAI settings and a read grant on the key's secret
 *   when one is configured); it is the only function granted table writes that is not a write route, and the
 *   only code that writes inferred moments (docs/data.md#who-writes-moments);
 * - an SQS dead-letter queue (encrypted, TLS only, 14 days) receiving events the rule could not
 *   deliver (after its retries) and events the consumer failed on (after Lambda's 2 retries).
 */
import path from 'node:path';
import { Duration, Stack, Tags } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { EventBus, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { deadLetterQueue } from './dead-letter-queue';
import { NOTE_EVENT_SOURCE, NOTE_EVENT_TYPES } from '../../shared/domain/note-events';
import { aiEnvironment, type AiSettings } from './ai-settings';
import {
  CONSUMER_NODE_MODULES,
  cdkBundlingOptions,
  sourceMapEnvironment,
} from './function-bundling';
import { FUNCTION_TRACING, acknowledgeTracingGrant } from './function-tracing';
export { publishesNoteEvents } from './note-event-routes';
import {
  REPO_ROOT,
  ROUTE_MEMORY_MB,
  TABLE_READ_ACTIONS,
  TABLE_WRITE_ACTIONS,
  acknowledgeTableGrantWildcards,
} from './route-function';

/** Tag key carrying the consumer's name on every event consumer function. */
export const CONSUMER_TAG = 'coach:consumer';
/** The consumer's `service` in its logs and the dimension of its custom metrics. */
export const CONSUMER_SERVICE_NAME = 'coach-events';

/** Event consumers: name → handler module (bundled like the routes; scripts/build-functions.ts). */
export const EVENT_CONSUMERS = {
  noteMoments: path.join(REPO_ROOT, 'functions', 'events', 'note-moments.ts'),
} as const;

/** Timeout of the consumer, in seconds. */
export const CONSUMER_TIMEOUT_SECONDS = 30;
/** Lambda's retries of a failed asynchronous invocation of the consumer. */
export const CONSUMER_RETRY_ATTEMPTS = 2;
/** The rule's retries of an event it could not deliver. */
export const RULE_RETRY_ATTEMPTS = 8;

export interface NoteEventsProps {
  readonly table: ITable;
  /** Environment of the consumer (TABLE_NAME, AUTH_*: the functions' configuration). */
  readonly environment: Readonly<Record<string, string>>;
  /** Functions allowed to publish (the note-writing routes). */
  readonly publishers: readonly NodejsFunction[];
  /** AI settings: the consumer classifies notes through the AI layer, like an AI route. */
  readonly ai?: AiSettings | undefined;
}

export class NoteEvents extends Construct {
  readonly bus: EventBus;
  readonly rule: Rule;
  readonly consumer: NodejsFunction;
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: NoteEventsProps) {
    super(scope, id);
    const { table } = props;

    this.bus = new EventBus(this, 'Bus', { description: 'Coach note events (note saved/deleted)' });

    this.deadLetterQueue = deadLetterQueue(
      this,
      'DeadLetterQueue',
      'the note-events rule target and of the note-moments consumer',
    );

    const logGroup = new LogGroup(this, 'ConsumerLogs', { retention: RetentionDays.ONE_MONTH });
    const role = new Role(this, 'ConsumerRole', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Coach note-moments consumer (writes inferred moments)',
    });
    logGroup.grantWrite(role);

    this.consumer = new NodejsFunction(this, 'Consumer', {
      entry: EVENT_CONSUMERS.noteMoments,
      handler: 'handler',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: ROUTE_MEMORY_MB,
      timeout: Duration.seconds(CONSUMER_TIMEOUT_SECONDS),
      description: 'Classifies saved notes into moments (note saved / note deleted)',
      role,
      logGroup,
      projectRoot: REPO_ROOT,
      depsLockFilePath: path.join(REPO_ROOT, 'package-lock.json'),
      bundling: cdkBundlingOptions(undefined, CONSUMER_NODE_MODULES),
      tracing: FUNCTION_TRACING,
      retryAttempts: CONSUMER_RETRY_ATTEMPTS,
      deadLetterQueue: this.deadLetterQueue,
      environment: {
        ...props.environment,
        ...(props.ai ? aiEnvironment(props.ai) : {}),
        POWERTOOLS_SERVICE_NAME: CONSUMER_SERVICE_NAME,
        // The namespace of its custom metrics (shared/domain/metrics.ts), which the alarms watch.
        METRICS_NAMESPACE: Stack.of(this).stackName,
        ...sourceMapEnvironment(),
      },
    });
    Tags.of(this.consumer).add(CONSUMER_TAG, 'noteMoments');

    table.grant(this.consumer, ...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS);
    // Like an AI route, the consumer may read the OpenAI key, and only that one secret.
    if (props.ai?.openAiKeySecretArn) {
      role.addToPrincipalPolicy(
        new PolicyStatement({
          actions: ['secretsmanager:GetSecretValue'],
          resources: [props.ai.openAiKeySecretArn],
        }),
      );
    }
    table.encryptionKey?.grantEncryptDecrypt(this.consumer);
    acknowledgeTableGrantWildcards(role, table, 'write');
    acknowledgeTracingGrant(role);

    this.rule = new Rule(this, 'NoteEventsRule', {
      eventBus: this.bus,
      description: 'Note saved / deleted → note-moments consumer',
      eventPattern: { source: [NOTE_EVENT_SOURCE], detailType: [...NOTE_EVENT_TYPES] },
      targets: [
        new LambdaFunction(this.consumer, {
          deadLetterQueue: this.deadLetterQueue,
          retryAttempts: RULE_RETRY_ATTEMPTS,
          maxEventAge: Duration.hours(6),
        }),
      ],
    });

    for (const publisher of props.publishers) {
      this.bus.grantPutEventsTo(publisher);
      publisher.addEnvironment('EVENT_BUS_NAME', this.bus.eventBusName);
    }
  }
}
