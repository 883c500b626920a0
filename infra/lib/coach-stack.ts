/**
 * The one stack of the app (docs/architecture.md, cloud half): keys →
 * data → api → note events → scheduled jobs → web → alarms, one construct per concern.
 * Environment-agnostic (no account or region, no lookups), so it synthesizes offline. Outputs the
 * site URL, the API URL, the table name and the alarm topic.
 */
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import type { AnyRoute } from '../../shared/contract/define-route';
import { Api, type ApiDomainSettings } from './api';
import { acknowledgeCustomResourceHandler, WebAclArnReader } from './edge';
import { OriginSecret } from './origin-secret';
import type { AiSettings } from './ai-settings';
import type { OperationsSettings } from './operations-settings';
import { Alarms } from './alarms';
import type { AuthConfig } from './auth-config';
import type { IntegrationSettings } from './integration-settings';
import { Data } from './data';
import { NoteEvents, publishesNoteEvents } from './events';
import { ScheduledJobs } from './jobs';
import { Keys } from './keys';
import { Web } from './web';

export interface CoachStackProps extends StackProps {
  /** Contract routes, one Lambda each (shared/contract/api.ts `routes`). */
  readonly routes: readonly AnyRoute[];
  /** Clerk settings from CDK context (auth-config.ts). */
  readonly auth: AuthConfig;
  /** OpenAI settings from CDK context (ai-settings.ts); none runs the builtin AI engine. */
  readonly ai?: AiSettings | undefined;
  /** Google and Slack settings from CDK context (integration-settings.ts). */
  readonly integrations?: IntegrationSettings | undefined;
  /** Built frontend to upload (frontend/dist); skipped when undefined or missing. */
  readonly frontendDist?: string | undefined;
  /** The API's custom domain (context `apiDomainName` + `apiCertificateArn`); none keeps execute-api. */
  readonly apiDomain?: ApiDomainSettings | undefined;
  /** Associate the web ACL of the us-east-1 edge stack (edge.ts) with the distribution. */
  readonly webAcl?: boolean | undefined;
  /** Alarm email and restored table from CDK context (operations-settings.ts). */
  readonly operations?: OperationsSettings | undefined;
}

/** Keys, table, HTTP API with its route functions, bucket and distribution. */
export class CoachStack extends Stack {
  readonly keys: Keys;
  readonly data: Data;
  readonly api: Api;
  readonly noteEvents: NoteEvents;
  readonly jobs: ScheduledJobs;
  readonly web: Web;
  readonly alarms: Alarms;

  constructor(scope: Construct, id: string, props: CoachStackProps) {
    super(scope, id, props);
    this.keys = new Keys(this, 'Keys');
    this.data = new Data(this, 'Data', {
      encryptionKey: this.keys.tableKey,
      existingTableName: props.operations?.tableName,
    });
    const originSecret = new OriginSecret(this, 'OriginSecret');
    this.api = new Api(this, 'Api', {
      routes: props.routes,
      table: this.data.table,
      auth: props.auth,
      ai: props.ai,
      tokenKey: this.keys.tokenKey,
      integrations: props.integrations,
      originSecret: originSecret.value,
      domain: props.apiDomain,
    });
    this.noteEvents = new NoteEvents(this, 'NoteEvents', {
      table: this.data.table,
      environment: {
        TABLE_NAME: this.data.table.tableName,
        AUTH_ISSUER: props.auth.issuer,
        AUTH_JWKS_URI: props.auth.jwksUri,
        AUTH_AUTHORIZED_PARTIES: props.auth.authorizedParties.join(','),
      },
      publishers: props.routes
        .filter(publishesNoteEvents)
        .map((route) => this.api.functions.get(route.id)!.function),
      ai: props.ai,
    });
    this.jobs = new ScheduledJobs(this, 'Jobs', {
      table: this.data.table,
      environment: { TABLE_NAME: this.data.table.tableName },
      noteBus: this.noteEvents.bus,
      tokenKey: this.keys.tokenKey,
      integrations: props.integrations,
    });
    const webAcl = props.webAcl
      ? new WebAclArnReader(this, 'WebAcl', { appStackName: this.stackName })
      : undefined;
    if (webAcl) acknowledgeCustomResourceHandler(this);
    this.web = new Web(this, 'Web', {
      httpApi: this.api.httpApi,
      apiOriginDomain: this.api.originDomainName,
      originSecret: originSecret.value,
      webAclArn: webAcl?.webAclArn,
      clerkFrontendApi: props.auth.frontendApi,
      frontendDist: props.frontendDist,
    });

    this.alarms = new Alarms(this, 'Alarms', {
      httpApi: this.api.httpApi,
      functions: [
        ...[...this.api.functions].map(([name, route]) => ({ name, function: route.function })),
        { name: 'noteMoments', function: this.noteEvents.consumer },
        ...[...this.jobs.functions].map(([name, fn]) => ({ name, function: fn })),
      ],
      deadLetterQueues: [
        {
          name: 'note-events',
          queue: this.noteEvents.deadLetterQueue,
          receives: 'note events the rule could not deliver or the note-moments consumer failed on',
        },
        {
          name: 'jobs',
          queue: this.jobs.deadLetterQueue,
          receives: 'job invocations the schedules could not deliver or the job failed on',
        },
      ],
      topicKey: this.keys.alarmTopicKey,
      alarmEmail: props.operations?.alarmEmail,
    });

    new CfnOutput(this, 'SiteUrl', {
      description: 'The web app (CloudFront)',
      value: `https://${this.web.distribution.distributionDomainName}`,
    });
    new CfnOutput(this, 'ApiUrl', {
      description: 'HTTP API endpoint; browsers reach it as <SiteUrl>/api/*',
      value: this.api.domainName
        ? `https://${this.api.domainName.name}`
        : this.api.httpApi.apiEndpoint,
    });
    if (this.api.domainName) {
      new CfnOutput(this, 'ApiDomainTarget', {
        description: 'Point the API domain (CNAME or alias) at this regional name',
        value: this.api.domainName.regionalDomainName,
      });
    }
    new CfnOutput(this, 'TableName', {
      description: 'The DynamoDB table',
      value: this.data.table.tableName,
    });
    new CfnOutput(this, 'AlarmTopicArn', {
      description: 'SNS topic of the alarms (subscribe a pager or chat integration to it)',
      value: this.alarms.topic.topicArn,
    });
  }
}
