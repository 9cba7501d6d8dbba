import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The walls of the house that the lint keeps (eslint.config.js), each shown to fail on a planted
// violation: a wall that lets anything through is no wall. The planted files are linted as if they stood
// in the tree (their path decides which rules apply); the import loop needs two real files, written into
// a folder of their own and removed afterwards.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
let eslint: ESLint;

async function problemsOf(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe('the walls the lint keeps', () => {
  beforeAll(() => {
    eslint = new ESLint({ cwd: repoRoot });
  });

  it('keeps Drizzle and the tables in the repository of a module', async () => {
    const service = 'apps/server/src/modules/rideshare/planted-service.ts';
    const drizzle = await problemsOf("import { eq } from 'drizzle-orm';\nexport const x = eq;\n", service);
    expect(drizzle).toContainEqual(expect.stringMatching(/^no-restricted-imports: .*module's repository/));
    const tables = await problemsOf(
      "import { rides } from './schema.js';\nexport const x = rides;\n",
      service,
    );
    expect(tables).toContainEqual(expect.stringMatching(/^no-restricted-imports: .*The tables are/));
    // The same imports in the repository are where they belong.
    const repository = 'apps/server/src/modules/rideshare/repository/planted.ts';
    const code =
      "import { eq } from 'drizzle-orm';\nimport { rides } from '../schema.js';\nexport const x = [eq, rides];\n";
    expect(await problemsOf(code, repository)).not.toContainEqual(
      expect.stringMatching(/^no-restricted-imports/),
    );
  }, 60_000);

  it("lets a module use another only through that module's index.ts", async () => {
    const problems = await problemsOf(
      "import { createRide } from '../rideshare/ride-offer-service.js';\nexport const x = createRide;\n",
      'apps/server/src/modules/planner/planted.ts',
    );
    expect(problems).toContainEqual(expect.stringMatching(/^boundaries\/dependencies: .*index\.ts/));
  }, 60_000);

  it("keeps the planner's wings top-down: a wing never imports one above it", async () => {
    const upward = await problemsOf(
      "import { bookTrip } from '../trips/index.js';\nexport const x = bookTrip;\n",
      'apps/server/src/modules/planner/search/planted.ts',
    );
    expect(upward).toContainEqual(expect.stringMatching(/^import-x\/no-restricted-paths: .*search wing/));
    const toTheTop = await problemsOf(
      "import { registerPlannerModule } from '../module.js';\nexport const x = registerPlannerModule;\n",
      'apps/server/src/modules/planner/settlement/planted.ts',
    );
    expect(toTheTop).toContainEqual(
      expect.stringMatching(/^import-x\/no-restricted-paths: .*settlement wing/),
    );
    // Downward is the way the wings are meant to be used.
    const downward = await problemsOf(
      "import { bookTrip } from '../trips/index.js';\nexport const x = bookTrip;\n",
      'apps/server/src/modules/planner/settlement/planted.ts',
    );
    expect(downward).not.toContainEqual(expect.stringMatching(/^import-x\/no-restricted-paths/));
  }, 60_000);

  describe('refuses a loop of imports on the server', () => {
    const folder = path.join(repoRoot, 'apps/server/src/modules/zz-planted-loop');
    beforeAll(() => {
      fs.mkdirSync(folder, { recursive: true });
      fs.writeFileSync(path.join(folder, 'a.ts'), "import { b } from './b.js';\nexport const a = () => b;\n");
      fs.writeFileSync(path.join(folder, 'b.ts'), "import { a } from './a.js';\nexport const b = () => a;\n");
    });
    afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

    it('between two files', async () => {
      const [result] = await eslint.lintFiles([path.join(folder, 'a.ts')]);
      expect(result!.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
    }, 60_000);
  });

  it('gives the web features an order: a lower floor never imports a higher one', async () => {
    const problems = await problemsOf(
      "import { AuthRoot } from '../auth';\nexport const x = AuthRoot;\n",
      'apps/web/src/features/messaging/planted.ts',
    );
    expect(problems).toContainEqual(expect.stringMatching(/^boundaries\/dependencies: .*floor/));
  }, 60_000);
});
