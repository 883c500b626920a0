/**
 * Runtime configuration of the functions, read from environment variables and validated with zod
 * on first use (docs/operations.md#configuration: only configuration chooses the adapters). Throws
 * a readable error naming every bad variable.
 */
import * as z from '../../shared/zod';

const list = z.pipe(
  z.optional(z.string()),
  z.transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  ),
);

const configSchema = z.pipe(
  z.object({
    /** DynamoDB table name. */
    TABLE_NAME: z.string().check(z.minLength(3)),
    /** DynamoDB endpoint override (dynalite locally); unset in the cloud. */
    DYNAMODB_ENDPOINT: z.optional(z.url()),
    AWS_REGION: z._default(z.string(), 'us-east-1'),
    /** Token issuer (`iss`), e.g. https://your-app.clerk.accounts.dev or the local issuer. */
    AUTH_ISSUER: z.url(),
    /** JWKS URL; defaults to `${AUTH_ISSUER}/.well-known/jwks.json`. */
    AUTH_JWKS_URI: z.optional(z.url()),
    /** Allowed `azp` origins, comma-separated; empty skips the check. */
    AUTH_AUTHORIZED_PARTIES: list,
  }),
  z.transform((env) => ({
    tableName: env.TABLE_NAME,
    dynamoDbEndpoint: env.DYNAMODB_ENDPOINT,
    region: env.AWS_REGION,
    auth: {
      issuer: env.AUTH_ISSUER,
      jwksUri: env.AUTH_JWKS_URI ?? `${env.AUTH_ISSUER.replace(/\/$/, '')}/.well-known/jwks.json`,
      authorizedParties: env.AUTH_AUTHORIZED_PARTIES,
    },
  })),
);

export type FunctionsConfig = z.output<typeof configSchema>;

let cached: FunctionsConfig | undefined;

/**
 * Parses an environment with a schema of its variables.
 * @throws Error `Invalid <what> configuration: <VARIABLE>: <problem>; …` naming every bad variable.
 */
export function parseEnvironment<S extends z.ZodMiniType>(
  schema: S,
  env: NodeJS.ProcessEnv,
  what: string,
): z.output<S> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid ${what} configuration: ${problems.join('; ')}`);
  }
  return parsed.data;
}

/** The validated configuration; throws on the first call if the environment is incomplete. */
export function getConfig(): FunctionsConfig {
  cached ??= parseEnvironment(configSchema, process.env, 'function');
  return cached;
}
