// The client's modules are ES modules in their package; the API tests that use them (the panel's cache rules,
// tried against the server) need them as CommonJS. Not ts-jest: it keeps one TypeScript setup per Jest
// project, the tests' own, which leaves a module of an ES-module package as ES modules.
const ts = require("typescript");

module.exports = {
  process(source, fileName) {
    const { outputText, sourceMapText } = ts.transpileModule(source, {
      fileName,
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, sourceMap: true },
    });
    return { code: outputText, map: sourceMapText };
  },
};
