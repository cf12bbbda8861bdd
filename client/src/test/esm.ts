import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import ts from "typescript";

/**
 * Loads an ES-module-only package file (and the relative files it imports) as CommonJS, for a
 * module jest cannot `require` under ts-jest's CommonJS output (e.g. yet-another-react-lightbox).
 * Bare imports (react, react-dom) go through jest's own registry, so the component shares the
 * test's React. Use it from a jest.mock factory:
 *
 *   jest.mock("some-esm-package", () =>
 *     jest.requireActual<typeof import("../test/esm")>("../test/esm").loadEsm(require.resolve("some-esm-package")));
 */
export function loadEsm(file: string, cache = new Map<string, unknown>()): unknown {
  const cached = cache.get(file);
  if (cached) return cached;
  const source = readFileSync(file, "utf8");
  const { outputText } = ts.transpileModule(source, {
    fileName: file,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020, esModuleInterop: true },
  });
  const module = { exports: {} as Record<string, unknown> };
  cache.set(file, module.exports);
  const localRequire = (specifier: string) =>
    specifier.startsWith(".") ? loadEsm(resolve(dirname(file), specifier), cache) : require(specifier);
  new Function("require", "module", "exports", outputText)(localRequire, module, module.exports);
  cache.set(file, module.exports);
  return module.exports;
}
