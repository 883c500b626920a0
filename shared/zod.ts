/**
 * zod for the contract and the server: zod's `zod/mini` API with zod's English messages
 * (docs/performance.md#cold-starts). Import it as `import * as z from '<path>/shared/zod'`.
 *
 * Why mini: every route Lambda builds its contract schemas at import. zod's classic API gives each
 * schema some forty methods (`.optional()`, `.max()`…) and costs about four times mini's CPU to
 * build the same schemas; mini keeps the schema objects bare and offers the same things as
 * functions: `z.optional(x)`, `z.nullish(x)`, `z.pipe(x, z.transform(fn))`, `z.extend(x, shape)`,
 * and checks `x.check(z.trim(), z.maxLength(n, message), z.refine(fn, message))`. Schemas still
 * have `.parse`, `.safeParse` and `.shape`; `z.infer`, `z.input` and `z.output` infer the same
 * types as before, and the same core runs them, so issues and their paths are unchanged.
 *
 * Messages: classic zod installs its English locale on first use, mini installs none (every
 * default message would read 'Invalid input'). This module installs the English locale, so the
 * default messages callers see in 400 bodies stay zod's English ones, e.g. 'Invalid input:
 * expected string, received number'. Every module building schemas imports zod from here.
 */
import { config } from 'zod/mini';
import en from 'zod/v4/locales/en.js';

config(en());

export * from 'zod/mini';
