/**
 * The frontend's import walls hold (docs/architecture.md#layers; bulletproof-react's unidirectional
 * codebase): ESLint fails on a deep import into another feature, on a feature importing the app
 * layer, on shared code importing a feature, and on an import cycle; a feature's public index passes.
 * The backend's layers hold too (functionsLayers in eslint.config.js): ESLint fails on a
 * functions/lib folder importing one of a higher layer or of its own, and on an import cycle
 * between two functions/lib files; an import down the layers passes.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.dirname(fileURLToPath(import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` as if it were the file at `file` (relative to root). */
async function ruleIdsFor(file: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => message.ruleId);
}

const fixtures: string[] = [];
afterAll(async () => {
  await Promise.all(fixtures.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The rule ids ESLint reports for a.ts of two files importing each other, made in a new folder under `parent`. */
async function cycleRuleIds(parent: string): Promise<(string | null)[]> {
  const dir = await mkdtemp(path.join(root, parent, 'cycle-fixture-'));
  fixtures.push(dir);
  await writeFile(path.join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
  await writeFile(path.join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
  const [result] = await eslint.lintFiles([path.join(dir, 'a.ts')]);
  return result!.messages.map((message) => message.ruleId);
}

describe('frontend import walls', { timeout: 60_000 }, () => {
  it('a feature may not reach into another feature’s internals', async () => {
    const ids = await ruleIdsFor(
      'frontend/src/features/notes/fixture.ts',
      "import { useBossesLean } from '@/features/people/api/use-bosses';\nexport const x = useBossesLean;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('a feature may use another feature’s public index', async () => {
    const ids = await ruleIdsFor(
      'frontend/src/features/notes/fixture.ts',
      "import { useBossesLean } from '@/features/people';\nexport const x = useBossesLean;\n",
    );
    expect(ids).not.toContain('import-x/no-restricted-paths');
  });

  it('a relative path into another feature is refused as well', async () => {
    const ids = await ruleIdsFor(
      'frontend/src/features/notes/components/fixture.ts',
      "import { ScheduleInputs } from '../../people/schedule-inputs';\nexport const x = ScheduleInputs;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('features do not import the app layer, shared code does not import features', async () => {
    expect(
      await ruleIdsFor(
        'frontend/src/features/notes/fixture.ts',
        "import { router } from '@/app/router';\nexport const x = router;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIdsFor(
        'frontend/src/components/fixture.ts',
        "import { useProfile } from '@/features/profile';\nexport const x = useProfile;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('an import cycle fails', async () => {
    expect(await cycleRuleIds('frontend/src/lib')).toContain('import-x/no-cycle');
  });
});

describe('functions/lib layers', { timeout: 60_000 }, () => {
  it('every folder and module of functions/lib has its layer', async () => {
    const entries = await readdir(path.join(root, 'functions/lib'), { withFileTypes: true });
    const placed = await Promise.all(
      entries
        .filter((entry) => entry.isDirectory() || !entry.name.endsWith('.test.ts'))
        .map(async ({ name }) => {
          const config = (await eslint.calculateConfigForFile(
            path.join(root, 'functions/lib', name, 'fixture.ts'),
          )) as { rules: Record<string, [unknown, { zones: { target: string }[] }]> };
          const zones = config.rules['import-x/no-restricted-paths']![1].zones;
          return [name, zones.some((zone) => zone.target === `./functions/lib/${name}`)] as const;
        }),
    );
    expect(placed.filter(([, hasLayer]) => !hasLayer)).toEqual([]);
    expect(placed.length).toBeGreaterThan(20);
  });

  it('a lower layer may not import a higher one', async () => {
    const ids = await ruleIdsFor(
      'functions/lib/people/fixture.ts',
      "import { dashboard } from '../dashboard/dashboard';\nexport const x = dashboard;\n",
    );
    expect(ids).toContain('import-x/no-restricted-paths');
  });

  it('the bottom layer may not import a resource, nor a folder of its own layer', async () => {
    expect(
      await ruleIdsFor(
        'functions/lib/data/fixture.ts',
        "import { getProfile } from '../profile/profile-store';\nexport const x = getProfile;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIdsFor(
        'functions/lib/profile/fixture.ts',
        "import { queryAllPeople } from '../people/people-query';\nexport const x = queryAllPeople;\n",
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('a folder may import a lower layer', async () => {
    const ids = await ruleIdsFor(
      'functions/lib/dashboard/fixture.ts',
      "import { queryAllPeople } from '../people/people-query';\nexport const x = queryAllPeople;\n",
    );
    expect(ids).not.toContain('import-x/no-restricted-paths');
  });

  it('an import cycle between two functions/lib files fails', async () => {
    expect(await cycleRuleIds('functions/lib/notes')).toContain('import-x/no-cycle');
  });
});
