/**
 * X-Ray active tracing of every Lambda of the stack (docs/operations.md#runbook): each
 * invocation is sampled into a trace with its initialization, invocation and overhead segments.
 * Lambda's own active tracing only — no Powertools Tracer or X-Ray SDK in the bundles, so calls to
 * DynamoDB or OpenAI do not appear as subsegments. HTTP APIs (API Gateway v2) cannot emit X-Ray
 * traces, so a trace starts at the function.
 *
 * With `tracing: Tracing.ACTIVE`, aws-cdk-lib adds `xray:PutTraceSegments` and
 * `xray:PutTelemetryRecords` on `*` to the function's role; {@link acknowledgeTracingGrant} records
 * why that wildcard is fine for cdk-nag (AwsSolutions-IAM5).
 */
import { Validations } from 'aws-cdk-lib';
import { PolicyStatement, type IRole } from 'aws-cdk-lib/aws-iam';
import { Tracing, type CfnFunction, type Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';

/** The tracing mode of every function the app defines (routes, the event consumer, the jobs). */
export const FUNCTION_TRACING = Tracing.ACTIVE;

/** X-Ray's trace upload actions, which take no resource ARN. */
export const TRACING_ACTIONS = ['xray:PutTraceSegments', 'xray:PutTelemetryRecords'] as const;

/** Why the tracing grant's `Resource: *` is acceptable, for a role's cdk-nag acknowledgement. */
export const TRACING_GRANT_REASON =
  'xray:PutTraceSegments and xray:PutTelemetryRecords, added by Lambda active tracing; the X-Ray ' +
  'trace upload actions take no resource ARN.';

/** Acknowledges the `Resource::*` finding of the tracing grant on one function role. */
export function acknowledgeTracingGrant(role: IRole): void {
  Validations.of(role).acknowledge({
    id: 'AwsSolutions-IAM5[Resource::*]',
    reason: TRACING_GRANT_REASON,
  });
}

/**
 * Turns on active tracing for a function aws-cdk-lib creates itself (the frontend upload handler
 * of BucketDeployment, whose props offer no `tracing`) and lets its role upload traces. The caller
 * acknowledges the role's `Resource::*` finding (with {@link TRACING_GRANT_REASON} in its reason).
 */
export function traceLibraryFunction(fn: LambdaFunction, role: IRole): void {
  (fn.node.defaultChild as CfnFunction).tracingConfig = { mode: FUNCTION_TRACING };
  role.addToPrincipalPolicy(
    new PolicyStatement({ actions: [...TRACING_ACTIONS], resources: ['*'] }),
  );
}
