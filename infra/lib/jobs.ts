/**
 * Scheduled jobs (docs/product.md#weeks-and-time-zones, docs/architecture.md#events-and-jobs): one
 * Lambda per job of functions/jobs/job-schedules.ts, started by EventBridge Scheduler schedules
 * (aws-cdk-lib's `aws-scheduler`) at a wall-clock time in an IANA time zone, so daylight saving
 * time never shifts them. Each schedule retries a failed invocation and then sends the event to the
 * jobs' dead-letter queue (encrypted, TLS only, 14 days), which also takes the events a job failed
 * on after Lambda's own retries.
 *
 * A job's role reaches the table only as it needs: the weekly rollover may Query the time-zone
 * index (gsi1), read items by key (the week summary it closes) and update items; the outbox
 * sweep may Query the outbox index (gsi3), update items (the latest items it copies moments by
 * hand to, the week summaries it takes out of the outbox) and publish on the note bus
 * (`events:PutEvents` on that bus only, `EVENT_BUS_NAME`) — no Scan, no Query of the base table,
 * no deletes. The Slack nudges may Query the users-due index (gsi3), a user's open commitments
 * (gsi1) and a user's partition (their
 * people, as the dashboard reads them), read items by key and update items (the slot claim, a dead
 * token's mark). The hourly calendar sync may Query the integrations' provider index (gsi1), read
 * items by key (the integration, the last sync), update the integration (a refreshed token,
 * `needsReconnect`) and put the sync item. A job that talks to a provider (JOB_PROVIDERS) may use
 * the integration-token key only under the integration-token purpose — the Slack nudges decrypt,
 * the calendar sync decrypts and encrypts (a refreshed token) and alone reads the Google client
 * secret — and knows the public URL (its links) and client ids.
 */
import path from 'node:path';
import { Duration, Stack, Tags, TimeZone, Validations } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import type { IEventBus } from 'aws-cdk-lib/aws-events';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, type CfnFunction } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { deadLetterQueue } from './dead-letter-queue';
import { GSI1, GSI3 } from '../../shared/data/table';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import {
  JOB_PROVIDERS,
  JOB_SCHEDULES,
  SCHEDULED_JOBS,
  describeSchedule,
  type JobSchedule,
  type ScheduledJobName,
} from '../../functions/jobs/job-schedules';
import { cdkBundlingOptions, jobNodeModules, sourceMapEnvironment } from './function-bundling';
import { FUNCTION_TRACING, acknowledgeTracingGrant } from './function-tracing';
import {
  clientSecretArnsOf,
  integrationPublicEnvironment,
  type IntegrationSettings,
} from './integration-settings';
import type { TokenUse } from '../../shared/contract/define-route';
import { REPO_ROOT, ROUTE_MEMORY_MB, tokenKeyStatement } from './route-function';

/** Tag key carrying the job's name on every job function. */
export const JOB_TAG = 'coach:job';
/** Timeout of a job function, in seconds (a zone's users, page by page). */
export const JOB_TIMEOUT_SECONDS = 300;
/** Scheduler's retries of an invocation that failed (throttled, or the function errored). */
export const SCHEDULE_RETRY_ATTEMPTS = 3;
/** How long Scheduler keeps trying an invocation before it goes to the dead-letter queue. */
export const SCHEDULE_MAX_EVENT_AGE_HOURS = 2;
/** Lambda's retries of a failed asynchronous invocation of a job. */
export const JOB_RETRY_ATTEMPTS = 2;

/** The table actions of each job (see the module comment). */
export const JOB_TABLE_ACCESS: Record<
  ScheduledJobName,
  { indexQuery: readonly string[]; itemActions: readonly string[]; publishesNoteEvents?: true }
> = {
  weeklyRollover: {
    indexQuery: [GSI1.indexName],
    itemActions: ['dynamodb:BatchGetItem', 'dynamodb:UpdateItem'],
  },
  outboxSweep: {
    indexQuery: [GSI3.indexName],
    itemActions: ['dynamodb:UpdateItem'],
    publishesNoteEvents: true,
  },
  slackNudges: {
    // The users-due index, and a user's open commitments (gsi1 `COMMITS#<userId>#open`).
    indexQuery: [GSI3.indexName, GSI1.indexName],
    itemActions: [
      'dynamodb:GetItem',
      'dynamodb:BatchGetItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ],
  },
  calendarSync: {
    indexQuery: [GSI1.indexName],
    itemActions: [
      'dynamodb:BatchGetItem',
      'dynamodb:GetItem',
      'dynamodb:UpdateItem',
      'dynamodb:PutItem',
    ],
  },
};

/**
 * How each job of JOB_PROVIDERS uses integration tokens: its actions on the token key, and whether
 * it reads its provider's client secret (to refresh an access token).
 */
export const JOB_TOKEN_USE: Readonly<
  Partial<Record<ScheduledJobName, { use: TokenUse; clientSecret: boolean }>>
> = {
  slackNudges: { use: 'decrypt', clientSecret: false },
  calendarSync: { use: 'encryptDecrypt', clientSecret: true },
};

/** The schedule's expression: a cron at a wall-clock time in its zone. */
function scheduleExpression(schedule: JobSchedule): ScheduleExpression {
  return ScheduleExpression.cron({
    minute: schedule.minute,
    hour: schedule.hour,
    ...(schedule.mondaysOnly ? { weekDay: 'MON' } : {}),
    timeZone: TimeZone.of(schedule.timeZone),
  });
}

export interface ScheduledJobsProps {
  readonly table: ITable;
  /** Environment of the job functions (TABLE_NAME and the like). */
  readonly environment: Readonly<Record<string, string>>;
  /** The note events bus, for the jobs that publish on it (JOB_TABLE_ACCESS). */
  readonly noteBus: IEventBus;
  /** The integration-token key: the jobs of JOB_PROVIDERS use it (JOB_TOKEN_USE). */
  readonly tokenKey?: IKey | undefined;
  /** Google / Slack settings: the public URL, client ids and secrets of the jobs of JOB_PROVIDERS. */
  readonly integrations?: IntegrationSettings | undefined;
}

export class ScheduledJobs extends Construct {
  readonly functions = new Map<ScheduledJobName, NodejsFunction>();
  readonly schedules: Schedule[] = [];
  readonly deadLetterQueue: Queue;

  constructor(scope: Construct, id: string, props: ScheduledJobsProps) {
    super(scope, id);
    const { table } = props;

    this.deadLetterQueue = deadLetterQueue(
      this,
      'DeadLetterQueue',
      'the job schedules and job functions',
    );

    // One role for every schedule, allowed to invoke the job functions only.
    const schedulerRole = new Role(this, 'SchedulerRole', {
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com'),
      description: 'Coach job schedules (invoke the job functions)',
    });

    for (const [job, entry] of Object.entries(SCHEDULED_JOBS) as [ScheduledJobName, string][]) {
      const fn = this.jobFunction(job, entry, props);
      this.functions.set(job, fn);
      for (const schedule of JOB_SCHEDULES.filter((candidate) => candidate.job === job)) {
        this.schedules.push(
          new Schedule(this, `Schedule-${schedule.name}`, {
            description: describeSchedule(schedule),
            schedule: scheduleExpression(schedule),
            target: new LambdaInvoke(fn, {
              role: schedulerRole,
              input: ScheduleTargetInput.fromObject(schedule.input),
              retryAttempts: SCHEDULE_RETRY_ATTEMPTS,
              maxEventAge: Duration.hours(SCHEDULE_MAX_EVENT_AGE_HOURS),
              deadLetterQueue: this.deadLetterQueue,
            }),
          }),
        );
      }
      this.grantTableAccess(fn, job, table);
      this.grantIntegrations(fn, job, props);
      const functionLogicalId = Stack.of(this).resolve(
        (fn.node.defaultChild as CfnFunction).logicalId,
      ) as string;
      Validations.of(schedulerRole).acknowledge({
        id: `AwsSolutions-IAM5[Resource::<${functionLogicalId}.Arn>:*]`,
        reason:
          "lambda:InvokeFunction on the job function's versions (<function ARN>:*), as the " +
          'schedule target grants it; no other function is reachable.',
      });
    }
  }

  private jobFunction(
    job: ScheduledJobName,
    entry: string,
    props: ScheduledJobsProps,
  ): NodejsFunction {
    const provider = JOB_PROVIDERS[job];
    if (provider && !props.tokenKey) {
      throw new Error(`Job ${job} decrypts integration tokens: pass the token key`);
    }
    const logGroup = new LogGroup(this, `${job}Logs`, { retention: RetentionDays.ONE_MONTH });
    const role = new Role(this, `${job}Role`, {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Coach scheduled job ${job}`,
    });
    logGroup.grantWrite(role);
    const secretArns =
      provider && JOB_TOKEN_USE[job]?.clientSecret
        ? clientSecretArnsOf([provider], props.integrations)
        : {};
    const integrationEnvironment = provider
      ? {
          ...integrationPublicEnvironment(props.integrations),
          ...secretArns,
          ...(props.tokenKey ? { TOKEN_KMS_KEY_ARN: props.tokenKey.keyArn } : {}),
        }
      : {};
    const fn = new NodejsFunction(this, `${job}Function`, {
      entry: path.join(REPO_ROOT, entry),
      handler: 'handler',
      runtime: Runtime.NODEJS_24_X,
      architecture: Architecture.ARM_64,
      memorySize: ROUTE_MEMORY_MB,
      timeout: Duration.seconds(JOB_TIMEOUT_SECONDS),
      description: `Scheduled job ${job}`,
      role,
      logGroup,
      projectRoot: REPO_ROOT,
      depsLockFilePath: path.join(REPO_ROOT, 'package-lock.json'),
      bundling: cdkBundlingOptions(undefined, jobNodeModules(job)),
      tracing: FUNCTION_TRACING,
      retryAttempts: JOB_RETRY_ATTEMPTS,
      deadLetterQueue: this.deadLetterQueue,
      environment: {
        ...props.environment,
        ...(JOB_TABLE_ACCESS[job].publishesNoteEvents
          ? { EVENT_BUS_NAME: props.noteBus.eventBusName }
          : {}),
        ...integrationEnvironment,
        POWERTOOLS_SERVICE_NAME: 'coach-jobs',
        ...sourceMapEnvironment(),
      },
    });
    Tags.of(fn).add(JOB_TAG, job);
    acknowledgeTracingGrant(role);
    if (JOB_TABLE_ACCESS[job].publishesNoteEvents) props.noteBus.grantPutEventsTo(fn);
    return fn;
  }

  /**
   * A job of JOB_PROVIDERS: its JOB_TOKEN_USE actions on the token key under the tokens' purpose,
   * and GetSecretValue on its provider's client secret when it refreshes tokens.
   */
  private grantIntegrations(fn: NodejsFunction, job: ScheduledJobName, props: ScheduledJobsProps) {
    const provider = JOB_PROVIDERS[job];
    const tokenUse = JOB_TOKEN_USE[job];
    if (!provider || !tokenUse || !props.tokenKey) return;
    fn.addToRolePolicy(tokenKeyStatement(props.tokenKey, tokenUse.use));
    if (!tokenUse.clientSecret) return;
    for (const arn of Object.values(clientSecretArnsOf([provider], props.integrations))) {
      fn.addToRolePolicy(
        new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [arn] }),
      );
    }
  }

  /** Only the actions of JOB_TABLE_ACCESS, on the table's items and the named indexes. */
  private grantTableAccess(fn: NodejsFunction, job: ScheduledJobName, table: ITable): void {
    const access = JOB_TABLE_ACCESS[job];
    if (access.itemActions.length > 0) {
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: [...access.itemActions],
          resources: [table.tableArn],
        }),
      );
    }
    if (access.indexQuery.length > 0) {
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['dynamodb:Query'],
          resources: access.indexQuery.map((index) => `${table.tableArn}/index/${index}`),
        }),
      );
    }
    if (table.encryptionKey) {
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['kms:Decrypt', 'kms:Encrypt', 'kms:GenerateDataKey*', 'kms:DescribeKey'],
          resources: [table.encryptionKey.keyArn],
        }),
      );
      Validations.of(fn.role!).acknowledge({
        id: 'AwsSolutions-IAM5[Action::kms:GenerateDataKey*]',
        reason:
          'DynamoDB needs GenerateDataKey to write items encrypted with the table key; the ' +
          'resource is that one key.',
      });
    }
  }
}
