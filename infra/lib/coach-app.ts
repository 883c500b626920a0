/**
 * Builds the CDK app: the CoachStack from the contract's routes and the Clerk context, with the
 * cdk-nag AwsSolutions pack registered as a validation plugin (cdk-nag 3:
 * `Validations.of(app).addPlugins`), so `cdk synth` fails on any unacknowledged finding.
 * infra/bin/app.ts runs it for the CLI; infra/test builds the same app in memory.
 */
import path from 'node:path';
import { App, type AppProps, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { routes } from '../../shared/contract/api';
import { readAiSettings } from './ai-settings';
import { readOperationsSettings } from './operations-settings';
import { readAuthConfig } from './auth-config';
import { readIntegrationSettings } from './integration-settings';
import { CoachStack } from './coach-stack';
import { readApiDomain } from './api-domain';
import { EdgeStack } from './edge';
import { REPO_ROOT } from './route-function';

/** Stack name (and construct id) of the deployment. */
export const STACK_NAME = 'Coach';
/** The us-east-1 stack with the CloudFront web ACL (edge.ts), deployed before the Coach stack. */
export const EDGE_STACK_NAME = 'CoachEdge';

export interface CoachAppOptions {
  /** App props (context, outdir); the CLI passes context through the environment instead. */
  readonly appProps?: AppProps;
  /** Frontend build folder; default context `frontendDist` or frontend/dist. */
  readonly frontendDist?: string;
}

/** The app, its stack and the edge stack with the web ACL, with cdk-nag registered. */
export function createCoachApp(options: CoachAppOptions = {}): {
  app: App;
  stack: CoachStack;
  edge: EdgeStack;
} {
  const app = new App(options.appProps);
  const contextDist: unknown = app.node.tryGetContext('frontendDist');
  const frontendDist =
    options.frontendDist ??
    path.resolve(REPO_ROOT, typeof contextDist === 'string' ? contextDist : 'frontend/dist');
  const auth = readAuthConfig(app.node);
  const edge = new EdgeStack(app, EDGE_STACK_NAME, {
    description: 'Coach: the CloudFront web ACL (WAF), which must live in us-east-1',
    appStackName: STACK_NAME,
  });
  const stack = new CoachStack(app, STACK_NAME, {
    description:
      'Coach: 1:1 coaching app for managers (CloudFront, S3, HTTP API, Lambda, DynamoDB)',
    routes,
    auth,
    ai: readAiSettings(app.node),
    integrations: readIntegrationSettings(app.node, auth),
    operations: readOperationsSettings(app.node),
    frontendDist,
    apiDomain: readApiDomain(app.node),
    webAcl: true,
  });
  stack.addStackDependency(edge, 'the distribution uses the web ACL');
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, stack, edge };
}
