import type { Plugin } from "vite";

/** One exact change to a module of Chakra 3.37.0 (pinned exactly in package.json). */
interface Edit {
  find: string;
  replace: string;
}

/**
 * Chakra builds the recipe of every styled element again on each render (`cva` over the same
 * config, with new memo caches that then miss), about a tenth of a server render's CPU. The recipe
 * depends only on the component and the theme's system, so it is built once per system instead.
 */
const RECIPE_ONCE: Edit[] = [
  {
    find: "  const Styled = withEmotionCache(",
    replace: "  let builtRecipe;\n  const Styled = withEmotionCache(",
  },
  {
    find: `    const cvaFn = configOrCva.__cva__ ? configOrCva : cva(configOrCva);
    const baseCva = tag.__emotion_cva && !tag.__emotion_cva.__cva__ ? cva(tag.__emotion_cva) : tag.__emotion_cva;
    const cvaRecipe = mergeCva(baseCva, cvaFn);`,
    replace: `    if (builtRecipe?.cva !== cva) {
      const cvaFn = configOrCva.__cva__ ? configOrCva : cva(configOrCva);
      const baseCva = tag.__emotion_cva && !tag.__emotion_cva.__cva__ ? cva(tag.__emotion_cva) : tag.__emotion_cva;
      builtRecipe = { cva, recipe: mergeCva(baseCva, cvaFn) };
    }
    const cvaRecipe = builtRecipe.recipe;`,
  },
];

/**
 * Every styled element had Emotion serialize its style object (walked into a CSS string, then
 * hashed) on every render. That object is what Chakra's memoized css() returned: the same object
 * for the same styles while css() keeps it, so its serialization is kept beside it. Serializing it
 * depends on nothing else: css() returns fresh objects that nothing changes afterwards, holding CSS
 * values only (no functions, which Emotion would call with the props, nor Emotion class names,
 * which it would look up). An element with an Emotion class name of its own is serialized as before.
 */
const SERIALIZE_ONCE: Edit[] = [
  {
    find: "const isPropValid = interopDefault(emotionIsPropValid);",
    replace: `const isPropValid = interopDefault(emotionIsPropValid);
const serializedStyles = /* @__PURE__ */ new WeakMap();
const serializeOnce = (styleProps) => {
  let serialized = serializedStyles.get(styleProps);
  if (serialized === void 0) {
    serialized = serializeStyles([styleProps]);
    serializedStyles.set(styleProps, serialized);
  }
  return serialized;
};`,
  },
  {
    find: `    const serialized = serializeStyles(
      styles.concat(classInterpolations),
      cache2.registered,
      mergedProps
    );`,
    replace: `    const serialized = styles.length === 0 && classInterpolations.length === 1 ? serializeOnce(styleProps) : serializeStyles(
      styles.concat(classInterpolations),
      cache2.registered,
      mergedProps
    );`,
  },
];

/**
 * The provider's two <Global>s serialized the theme's whole global CSS (~38 KB: reset, base styles,
 * keyframes and every token's variable) on every render, and on the server Emotion then looked its
 * rules up by that new 38 KB string. A system's global styles never change, so they are serialized
 * once per system; <Global> takes serialized styles as they are. In a browser whose page the server
 * rendered, its <head> already holds them (Emotion's <Global> would only find and keep that tag), so
 * none is drawn.
 */
const GLOBAL_ONCE: Edit[] = [
  {
    find: "import { Global } from '@emotion/react';",
    replace: "import { Global } from '@emotion/react';\nimport { serializeStyles } from '@emotion/serialize';",
  },
  {
    find: `function ChakraProvider(props) {
  const { value: sys, children } = props;`,
    replace: `const serializedGlobals = /* @__PURE__ */ new WeakMap();
const serializeGlobalsOnce = (sys) => {
  let serialized = serializedGlobals.get(sys);
  if (serialized === void 0) {
    serialized = { layers: serializeStyles([sys.layers.atRule]), global: serializeStyles([sys._global]) };
    serializedGlobals.set(sys, serialized);
  }
  return serialized;
};
const pageHasGlobals = typeof document !== "undefined" && document.querySelector('style[data-emotion^="css-global "]') !== null;
function ChakraProvider(props) {
  const { value: sys, children } = props;
  const globals = pageHasGlobals ? null : serializeGlobalsOnce(sys);`,
  },
  {
    find: `    !sys._config.disableLayers && /* @__PURE__ */ jsx(Global, { styles: sys.layers.atRule }),
    /* @__PURE__ */ jsx(Global, { styles: sys._global }),`,
    replace: `    globals && !sys._config.disableLayers && /* @__PURE__ */ jsx(Global, { styles: globals.layers }),
    globals && /* @__PURE__ */ jsx(Global, { styles: globals.global }),`,
  },
];

/**
 * createSystem built the global CSS (reset, base styles and every token's variable) as it started,
 * ~100 ms of a phone's start-up (a 4x-throttled Chromium profile of /), which a page rendered on the
 * server already carries in its <head>: there the provider above draws no <Global>, and the global
 * CSS is built only when first asked for (the server's renders, the staff panel).
 */
const GLOBAL_WHEN_ASKED: Edit[] = [
  {
    find: "  const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];",
    replace: "  let _global;",
  },
  {
    find: `    _config: config,
    _global,`,
    replace: `    _config: config,
    get _global() {
      return _global ??= [getPreflightCss(), getGlobalCss(), getTokenCss()];
    },`,
  },
];

/**
 * Chakra's memo keys its cache by a string built from the whole of every argument, keys sorted, on
 * every call; css() is called for every element with the recipe's styles, which are themselves a
 * memo's result. A memo's result is handed to every later caller with the same key, so nothing may
 * change it (Chakra's own cache would break): the key built the first time it is an argument is kept.
 */
const MEMO_KEY_ONCE: Edit[] = [
  {
    find: `const memo = (fn) => {
  const cache = new LRUCache();
  function get(...args) {
    const key = args.length === 1 ? simpleHash(args[0]) : args.map(simpleHash).join("|");
    let result = cache.get(key);
    if (result === void 0) {
      result = fn.apply(this, args);
      cache.set(key, result);
    }`,
    replace: `const resultKeys = /* @__PURE__ */ new WeakMap();
const argumentKey = (value) => {
  if (typeof value !== "object" || value === null) return simpleHash(value);
  let key = resultKeys.get(value);
  if (key === void 0) return simpleHash(value);
  if (key === null) {
    key = simpleHash(value);
    resultKeys.set(value, key);
  }
  return key;
};
const memo = (fn) => {
  const cache = new LRUCache();
  function get(...args) {
    const key = args.length === 1 ? argumentKey(args[0]) : args.map(argumentKey).join("|");
    let result = cache.get(key);
    if (result === void 0) {
      result = fn.apply(this, args);
      cache.set(key, result);
      if (typeof result === "object" && result !== null && !resultKeys.has(result)) resultKeys.set(result, null);
    }`,
  },
];

/**
 * isValidProperty, asked of every prop of every element, went through that memo: a key string
 * built and an LRU entry moved per call, to save a Set lookup and Panda's own memoized check.
 */
const VALID_PROPERTY_UNMEMOIZED: Edit[] = [
  {
    find: `  const isValidProperty = memo(
    (prop) => properties.has(prop) || isCssProperty(prop)
  );`,
    replace: "  const isValidProperty = (prop) => properties.has(prop) || isCssProperty(prop);",
  },
];

/**
 * createSystem built the theme's tokens, utilities and maps in one go: ~105 ms of a phone's start
 * (a 4x-throttled Chromium profile of /events), the longest task after the first paint, answering
 * no tap meanwhile (#15). It becomes a generator whose steps each take a fraction of that, and
 * createSystemInSteps hands the steps out, so the browser's start (client/src/app/theme.ts) runs
 * each in a task of its own. createSystem runs them all at once, as before.
 */
const SYSTEM_IN_STEPS: Edit[] = [
  {
    find: "import { createTokenDictionary } from './token-dictionary.js';",
    replace: "import { createTokenDictionaryInSteps, runSteps } from './token-dictionary.js';",
  },
  {
    find: "import { mergeConfigs } from './merge-config.js';",
    replace: "import { mergeConfigsInSteps } from './merge-config.js';",
  },
  {
    find: `function createSystem(...configs) {
  const config = mergeConfigs(...configs);`,
    replace: `function createSystem(...configs) {
  return runSteps(createSystemInSteps(...configs));
}
function* createSystemInSteps(...configs) {
  const config = yield* mergeConfigsInSteps(...configs);
  yield;`,
  },
  {
    find: "  const tokens = createTokenDictionary({",
    replace: "  const tokens = yield* createTokenDictionaryInSteps({",
  },
  {
    find: `  const utility = createUtility({
    config: utilities,
    tokens
  });`,
    replace: `  yield;
  const utility = createUtility({
    config: utilities,
    tokens
  });
  yield;`,
  },
  {
    find: "export { createSystem, isValidSystem };",
    replace: "export { createSystem, createSystemInSteps, isValidSystem };",
  },
];

/** The token dictionary, the bulk of createSystem's work, in three steps of its own. */
const TOKEN_DICTIONARY_IN_STEPS: Edit[] = [
  {
    find: `function createTokenDictionary(options) {
  const {`,
    replace: `function runSteps(steps) {
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}
function createTokenDictionary(options) {
  return runSteps(createTokenDictionaryInSteps(options));
}
function* createTokenDictionaryInSteps(options) {
  const {`,
  },
  {
    find: `  function build() {
    applyMiddlewares("pre");
    applyTransforms("pre");`,
    replace: `  function* build() {
    applyMiddlewares("pre");
    applyTransforms("pre");
    yield;`,
  },
  {
    find: `    applyTransforms("post");
    setupViews();`,
    replace: `    applyTransforms("post");
    yield;
    setupViews();`,
  },
  {
    find: `  build();
  return dictionary;`,
    replace: `  yield;
  yield* build();
  return dictionary;`,
  },
  {
    find: "export { createTokenDictionary, tokenCategories };",
    replace: "export { createTokenDictionary, createTokenDictionaryInSteps, runSteps, tokenCategories };",
  },
];

/**
 * createUtility also worked out every style prop's TypeScript type (strings like `Tokens["sizes"]`),
 * twice per prop, as the system was built: most of the step's time (on a laptop, its fastest of 16
 * loads of /news took 10 ms with them, 4 ms without; #15). Only Chakra's type generator reads them
 * (getTypes), never a page, so they are worked out when it asks.
 */
const UTILITY_TYPES_WHEN_ASKED: Edit[] = [
  {
    find: `    propValues.set(property, values);
    assignPropertyType(property, config);
  };`,
    replace: `    propValues.set(property, values);
  };`,
  },
  {
    find: `  const addPropertyType = (property, type) => {
    const set = propTypes.get(property) ?? /* @__PURE__ */ new Set();
    propTypes.set(property, /* @__PURE__ */ new Set([...set, ...type]));
  };`,
    replace: `  const addedPropertyTypes = [];
  let typesAssigned = false;
  const addPropertyType = (property, type) => {
    if (!typesAssigned) {
      addedPropertyTypes.push([property, type]);
      return;
    }
    const set = propTypes.get(property) ?? /* @__PURE__ */ new Set();
    propTypes.set(property, /* @__PURE__ */ new Set([...set, ...type]));
  };
  const assignTypesOnce = () => {
    if (typesAssigned) return;
    typesAssigned = true;
    assignPropertyTypes();
    for (const [property, type] of addedPropertyTypes) addPropertyType(property, type);
  };`,
  },
  {
    find: `  const getTypes = () => {
    const map`,
    replace: `  const getTypes = () => {
    assignTypesOnce();
    const map`,
  },
  {
    find: `    assignProperties();
    assignPropertyTypes();
  }`,
    replace: `    assignProperties();
  }`,
  },
];

/**
 * Merging the theme's configs, the system's first step, cloned each of them in one task (12–17 ms, the
 * median of 16 loads of /news on a laptop). Each is now cloned in a task of its own: Chakra's base
 * config, then the site's theme (about 9 ms, the most), then the rest (3–5 ms).
 */
const MERGE_CONFIGS_IN_STEPS: Edit[] = [
  {
    find: "import { walkObject } from '../utils/walk-object.js';",
    replace: "import { walkObject } from '../utils/walk-object.js';\nimport { runSteps } from './token-dictionary.js';",
  },
  {
    find: `const mergeConfigs = (...configs) => {
  const merged = mergeWith({}, ...configs.map(clone));
  if (merged.theme?.tokens) {`,
    replace: `const mergeConfigs = (...configs) => runSteps(mergeConfigsInSteps(...configs));
function* mergeConfigsInSteps(...configs) {
  const clones = [];
  for (const config of configs) {
    if (clones.length > 0) yield;
    clones.push(clone(config));
  }
  const merged = mergeWith({}, ...clones);
  if (merged.theme?.tokens) {`,
  },
  {
    find: `  return merged;
};

export { mergeConfigs };`,
    replace: `  return merged;
}

export { mergeConfigs, mergeConfigsInSteps };`,
  },
];

/** Declared for the site's code in client/src/chakra-in-steps.d.ts. */
const SYSTEM_EXPORTED_IN_STEPS: Edit[] = [
  {
    find: "export { createSystem, isValidSystem } from './styled-system/system.js';",
    replace: "export { createSystem, createSystemInSteps, isValidSystem } from './styled-system/system.js';",
  },
];

const CHAKRA_MODULES = [
  {
    name: "styled-system/factory.js",
    id: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]factory\.js$/,
    edits: [...RECIPE_ONCE, ...SERIALIZE_ONCE],
  },
  {
    name: "styled-system/provider.js",
    id: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]provider\.js$/,
    edits: GLOBAL_ONCE,
  },
  {
    name: "utils/memo.js",
    id: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]utils[\\/]memo\.js$/,
    edits: MEMO_KEY_ONCE,
  },
  {
    name: "styled-system/system.js",
    id: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/,
    edits: [...VALID_PROPERTY_UNMEMOIZED, ...GLOBAL_WHEN_ASKED, ...SYSTEM_IN_STEPS],
  },
  {
    name: "styled-system/merge-config.js",
    id: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]merge-config\.js$/,
    edits: MERGE_CONFIGS_IN_STEPS,
  },
  {
    name: "styled-system/utility.js",
    id: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]utility\.js$/,
    edits: UTILITY_TYPES_WHEN_ASKED,
  },
  {
    name: "styled-system/token-dictionary.js",
    id: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]token-dictionary\.js$/,
    edits: TOKEN_DICTIONARY_IN_STEPS,
  },
  {
    name: "index.js",
    id: /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]index\.js$/,
    edits: SYSTEM_EXPORTED_IN_STEPS,
  },
];

/**
 * Chakra and Emotion redo the same styling work for every element on every render: on the server
 * for every page, in the browser while hydrating. These patches do each piece once per theme
 * system or per style object, and let the browser build the system a step at a time. A Chakra
 * version whose code differs fails the build here (as does a build that never loaded one of these
 * modules) rather than silently losing a patch.
 */
export function chakraStylingOnce(): Plugin {
  const patched = new Set<string>();
  let isBuild = false;
  return {
    name: "chakra-styling-once",
    enforce: "pre",
    configResolved(config) {
      isBuild = config.command === "build";
    },
    transform(code, id) {
      const module = CHAKRA_MODULES.find((candidate) => candidate.id.test(id));
      if (!module) return null;
      let patchedCode = code;
      for (const { find, replace } of module.edits) {
        if (!patchedCode.includes(find))
          throw new Error(`chakra-styling-once: ${id} is not the ${module.name} this plugin was written for`);
        patchedCode = patchedCode.replace(find, () => replace);
      }
      patched.add(module.name);
      return patchedCode;
    },
    buildEnd(error) {
      const missed = CHAKRA_MODULES.filter(({ name }) => !patched.has(name)).map(({ name }) => name);
      if (isBuild && !error && missed.length > 0)
        throw new Error(`chakra-styling-once: the build never loaded Chakra's ${missed.join(", ")}`);
    },
  };
}
