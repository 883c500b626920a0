/**
 * The WAF in front of CloudFront (docs/api.md#fair-limits). A web ACL
 * for CloudFront must live in us-east-1, while the Coach stack is region-agnostic, so the ACL has
 * its own small stack pinned to us-east-1 ({@link EdgeStack}, deployed first) that also writes the
 * ACL's ARN to an SSM parameter there; the Coach stack reads that parameter back across regions
 * ({@link WebAclArnReader}, one SDK call at deploy time) and associates the ACL with the
 * distribution (`webAclId`).
 *
 * Rules, in order: AWS managed Common (the body size rule only counts: our own limit is 256 KB, a
 * 20,000-character note is more than its 8 KB), Known bad inputs, Amazon IP reputation list, and a
 * rate-based rule blocking an IP past {@link WAF_API_RATE_LIMIT} `/api/` requests in 5 minutes.
 */
import { Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import {
  AwsCustomResource,
  AwsCustomResourcePolicy,
  PhysicalResourceId,
} from 'aws-cdk-lib/custom-resources';
import { Construct } from 'constructs';
import { TRACING_GRANT_REASON, traceLibraryFunction } from './function-tracing';

/** CloudFront's web ACLs (scope CLOUDFRONT) exist only in us-east-1. */
export const EDGE_REGION = 'us-east-1';

/** Requests to `/api/` one IP may send in 5 minutes before the rate rule blocks it (10/s average). */
export const WAF_API_RATE_LIMIT = 3000;

/** The AWS managed rule groups of the web ACL, in priority order. */
export const WAF_MANAGED_RULE_GROUPS = [
  'AWSManagedRulesCommonRuleSet',
  'AWSManagedRulesKnownBadInputsRuleSet',
  'AWSManagedRulesAmazonIpReputationList',
] as const;

/** SSM parameter (in us-east-1) holding the web ACL's ARN for the stack `stackName`. */
export const webAclArnParameter = (stackName: string) => `/coach/${stackName}/web-acl-arn`;

const visibility = (metricName: string): CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

/** The managed and rate rules of the ACL. */
function webAclRules(): CfnWebACL.RuleProperty[] {
  const managed = WAF_MANAGED_RULE_GROUPS.map((name, priority): CfnWebACL.RuleProperty => ({
    name,
    priority,
    overrideAction: { none: {} },
    statement: {
      managedRuleGroupStatement: {
        vendorName: 'AWS',
        name,
        ...(name === 'AWSManagedRulesCommonRuleSet'
          ? { ruleActionOverrides: [{ name: 'SizeRestrictions_BODY', actionToUse: { count: {} } }] }
          : {}),
      },
    },
    visibilityConfig: visibility(name),
  }));
  const rate: CfnWebACL.RuleProperty = {
    name: 'ApiRatePerIp',
    priority: managed.length,
    action: { block: {} },
    statement: {
      rateBasedStatement: {
        limit: WAF_API_RATE_LIMIT,
        evaluationWindowSec: 300,
        aggregateKeyType: 'IP',
        scopeDownStatement: {
          byteMatchStatement: {
            fieldToMatch: { uriPath: {} },
            positionalConstraint: 'STARTS_WITH',
            searchString: '/api/',
            textTransformations: [{ priority: 0, type: 'NONE' }],
          },
        },
      },
    },
    visibilityConfig: visibility('ApiRatePerIp'),
  };
  return [...managed, rate];
}

export interface EdgeStackProps extends StackProps {
  /** The Coach stack whose distribution uses the ACL (names the SSM parameter). */
  readonly appStackName: string;
}

/** The us-east-1 stack with the CloudFront web ACL and the parameter holding its ARN. */
export class EdgeStack extends Stack {
  readonly webAcl: CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, { ...props, env: { ...props.env, region: EDGE_REGION } });
    this.webAcl = new CfnWebACL(this, 'WebAcl', {
      name: `${props.appStackName}-web`,
      description: 'Coach: AWS managed rules and a per-IP rate limit on /api/',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`${props.appStackName}-web`),
      rules: webAclRules(),
    });
    new StringParameter(this, 'WebAclArn', {
      parameterName: webAclArnParameter(props.appStackName),
      description: 'ARN of the Coach CloudFront web ACL (read by the Coach stack)',
      stringValue: this.webAcl.attrArn,
    });
  }
}

/** Reads the web ACL's ARN from us-east-1 at deploy time (one SSM GetParameter). */
export class WebAclArnReader extends Construct {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: { appStackName: string }) {
    super(scope, id);
    const name = webAclArnParameter(props.appStackName);
    const parameterArn = Stack.of(this).formatArn({
      service: 'ssm',
      region: EDGE_REGION,
      resource: 'parameter',
      resourceName: name.slice(1),
    });
    const reader = new AwsCustomResource(this, 'Read', {
      installLatestAwsSdk: false,
      onUpdate: {
        service: 'SSM',
        action: 'getParameter',
        parameters: { Name: name },
        region: EDGE_REGION,
        physicalResourceId: PhysicalResourceId.fromResponse('Parameter.Value'),
      },
      policy: AwsCustomResourcePolicy.fromStatements([
        new PolicyStatement({ actions: ['ssm:GetParameter'], resources: [parameterArn] }),
      ]),
    });
    this.webAclArn = reader.getResponseField('Parameter.Value');
  }
}

/**
 * The CDK-provided custom resource handler: X-Ray tracing like every function of the stack, and
 * the acknowledgements of its cdk-nag findings.
 */
export function acknowledgeCustomResourceHandler(stack: Stack): void {
  const handler = stack.node.children.find((child) =>
    child.node.id.startsWith('AWS679f53fac002430cb0da5b7982bd2287'),
  );
  if (!handler) return;
  if (handler instanceof LambdaFunction && handler.role) {
    traceLibraryFunction(handler, handler.role);
    Validations.of(handler.role).acknowledge({
      id: 'AwsSolutions-IAM5[Resource::*]',
      reason: TRACING_GRANT_REASON,
    });
  }
  Validations.of(handler).acknowledge(
    {
      id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      reason:
        'CDK AwsCustomResource handler (reads the web ACL ARN once per deploy); its role carries ' +
        'the basic execution policy aws-cdk-lib gives it.',
    },
    {
      id: 'AwsSolutions-L1',
      reason: 'CDK-managed AwsCustomResource handler; its runtime is chosen by aws-cdk-lib.',
    },
  );
}
