import type { Plugin } from "vite";

/** Chakra's styled factory (3.37.0, pinned exactly in package.json). */
const FACTORY_MODULE = /@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]factory\.js$/;

const RECIPE_PER_RENDER = `    const cvaFn = configOrCva.__cva__ ? configOrCva : cva(configOrCva);
    const baseCva = tag.__emotion_cva && !tag.__emotion_cva.__cva__ ? cva(tag.__emotion_cva) : tag.__emotion_cva;
    const cvaRecipe = mergeCva(baseCva, cvaFn);`;

const RECIPE_PER_SYSTEM = `    if (builtRecipe?.cva !== cva) {
      const cvaFn = configOrCva.__cva__ ? configOrCva : cva(configOrCva);
      const baseCva = tag.__emotion_cva && !tag.__emotion_cva.__cva__ ? cva(tag.__emotion_cva) : tag.__emotion_cva;
      builtRecipe = { cva, recipe: mergeCva(baseCva, cvaFn) };
    }
    const cvaRecipe = builtRecipe.recipe;`;

const STYLED_COMPONENT = "  const Styled = withEmotionCache(";

/**
 * Chakra builds the recipe of every styled element again on each render (`cva` over the same
 * config, with new memo caches that then miss), about a tenth of a server render's CPU. The recipe
 * depends only on the component and the theme's system, so it is built once per system instead.
 * A Chakra version whose code differs fails the build here rather than silently losing this.
 */
export function chakraRecipeOnce(): Plugin {
  return {
    name: "chakra-recipe-once",
    enforce: "pre",
    transform(code, id) {
      if (!FACTORY_MODULE.test(id)) return null;
      if (!code.includes(RECIPE_PER_RENDER) || !code.includes(STYLED_COMPONENT))
        throw new Error(`chakra-recipe-once: ${id} is not the factory this plugin was written for`);
      return code
        .replace(STYLED_COMPONENT, `  let builtRecipe;\n${STYLED_COMPONENT}`)
        .replace(RECIPE_PER_RENDER, RECIPE_PER_SYSTEM);
    },
  };
}
