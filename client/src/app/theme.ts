import { createSystem, createSystemInSteps, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import type { SystemContext } from "@chakra-ui/react";
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  textStyles,
  textareaRecipe,
  toastSlotRecipe,
  tokens,
} from "@chakra-ui/react/theme";

const FONT_STACK = "'Figtree Variable', 'Figtree Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

/** A colour palette's semantic roles, so `colorPalette="school"` works on every Chakra component. */
function paletteRoles(name: string, solid: number) {
  const ref = (step: number) => ({ value: `{colors.${name}.${step}}` });
  return {
    solid: ref(solid),
    contrast: { value: "white" },
    fg: ref(700),
    muted: ref(100),
    subtle: ref(50),
    emphasized: ref(200),
    focusRing: ref(500),
  };
}

/** The palettes the site and Chakra's status colours (success, warning, error, info) use. */
const PALETTES = [
  "transparent",
  "current",
  "black",
  "white",
  "whiteAlpha",
  "blackAlpha",
  "gray",
  "red",
  "orange",
  "green",
  "blue",
];

function pick<T extends object>(tree: T, keys: string[]): T {
  return Object.fromEntries(Object.entries(tree).filter(([key]) => keys.includes(key))) as T;
}

/** The site has no dark mode: keep each semantic token's light value, so no `.dark` rules are built. */
function lightOnly<T extends object>(tree: T): T {
  return Object.fromEntries(
    Object.entries(tree).map(([key, node]: [string, unknown]) => {
      if (typeof node !== "object" || node === null) return [key, node];
      if ("value" in node) {
        const value = node.value;
        const light = typeof value === "object" && value !== null && "_light" in value ? value._light : value;
        return [key, { ...node, value: light }];
      }
      return [key, lightOnly(node)];
    }),
  ) as T;
}

/**
 * Chakra builds every token into CSS variables while the page starts, on the parent's phone, so
 * unused palettes and dark-mode values cost time before anything is drawn.
 */
const siteTokens = { ...tokens, colors: pick(tokens.colors, PALETTES) };
const siteSemanticTokens = lightOnly({
  ...semanticTokens,
  colors: {
    ...pick(semanticTokens.colors, ["bg", "fg", "border", ...PALETTES]),
    // Chakra's red.500 is 3.8:1 on white; a field's error must be readable (4.5:1): red.700 is 6.5:1.
    fg: { ...semanticTokens.colors.fg, error: { value: { _light: "{colors.red.700}", _dark: "{colors.red.400}" } } },
  },
});

/**
 * The home hero's lines fade in from faint, not from nothing: a line at opacity 0 is not painted, so
 * the page's largest paint (LCP) waited for the fades (0.2 s to 0.8 s after the first paint, later
 * on a phone busy starting the app); from faint, the hero's words are painted with the first paint.
 */
const HERO_FADE_IN = { from: { opacity: 0.1 }, to: { opacity: 1 } };

/** A bounce that starts and ends at rest, so a delayed one does not jump when it begins: down and back up. */
const SCROLL_HINT = {
  "0%, 100%": { transform: "none", animationTimingFunction: "cubic-bezier(0.8, 0, 1, 1)" },
  "50%": { transform: "translateY(25%)", animationTimingFunction: "cubic-bezier(0, 0, 0.2, 1)" },
};

/**
 * Chakra's tokens with only the recipes the site uses: the full default theme would add ~40 KB
 * (gzip) to what every parent downloads. A component whose recipe is missing renders unstyled:
 * add its recipe here when you use a new one.
 */
const chakraTheme = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes: { ...keyframes, "hero-fade-in": HERO_FADE_IN, "scroll-hint": SCROLL_HINT },
    tokens: siteTokens,
    semanticTokens: siteSemanticTokens,
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      checkmark: checkmarkRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      // The staff screen's two-factor requirement: without its recipe the switch is drawn with no size.
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/** The school's theme: one deep school colour, one warm accent, neutrals, one type family. */
const config = defineConfig({
  globalCss: {
    "html, body": { fontSize: "md", lineHeight: "1.6", color: "fg", bg: "bg" },
    "::selection": { bg: "accent.100" },
  },
  theme: {
    tokens: {
      colors: {
        school: {
          50: { value: "#eef1f8" },
          100: { value: "#d5dcec" },
          200: { value: "#aab8d8" },
          300: { value: "#7f94c4" },
          400: { value: "#5470ad" },
          500: { value: "#35518f" },
          600: { value: "#283f73" },
          700: { value: "#1d2f5c" },
          800: { value: "#152347" },
          900: { value: "#0e1831" },
          950: { value: "#080e1e" },
        },
        accent: {
          50: { value: "#fdf3ec" },
          100: { value: "#fae0cf" },
          200: { value: "#f4bf9d" },
          300: { value: "#ec9866" },
          400: { value: "#e07638" },
          500: { value: "#c9611f" },
          600: { value: "#b5541c" },
          700: { value: "#8f4216" },
          800: { value: "#6b3111" },
          900: { value: "#4a220b" },
          950: { value: "#2b1407" },
        },
      },
      fonts: {
        heading: { value: FONT_STACK },
        body: { value: FONT_STACK },
      },
      sizes: {
        header: { value: "4.5rem" },
        measure: { value: "42rem" },
      },
    },
    semanticTokens: {
      colors: {
        school: paletteRoles("school", 700),
        accent: paletteRoles("accent", 700),
      },
    },
  },
});

let builtSystem: SystemContext | undefined;

/** The site's Chakra system, built on first use, all at once (the server, tests). */
export function siteSystem(): SystemContext {
  builtSystem ??= createSystem(defaultBaseConfig, chakraTheme, config);
  return builtSystem;
}

/**
 * The same system, built a step at a time (createSystemInSteps is added to Chakra by patches/): at once,
 * building it kept a phone busy ~105 ms, the longest task of the browser's start, which runs each step
 * in a task of its own (main.tsx).
 */
export function* siteSystemInSteps(): Generator<void, SystemContext> {
  builtSystem ??= yield* createSystemInSteps(defaultBaseConfig, chakraTheme, config);
  return builtSystem;
}
